import { BLANK_CHARACTERS } from './schemas/blank-characters.ts'

/*
 * Text of the sender's choice that an e-mail to a person repeats: today only
 * the first name in an acknowledgement's greeting. A form must not be a way to put a message, and
 * above all a link, into a stranger's inbox under our name, so the text is cut short and every word
 * that a mail client could turn into a link is left out.
 */

/** The most characters of typed text an e-mail to a person repeats (was 40): a long first name fits. */
export const ECHOED_TEXT_MAX = 24

/** Full stops mail clients accept between the labels of a domain (ASCII, ideographic, full-width, half-width). */
const DOT = '[.\u3002\uff0e\uff61]'
/** A word holding a domain: a label, a dot and a label of at least two characters starting with a letter. */
const DOMAIN = new RegExp(`[\\p{L}\\p{N}_-]${DOT}\\p{L}[\\p{L}\\p{N}_-]`, 'u')
/** A word starting with a scheme (http:, mailto:, javascript:, tel:...) followed by anything. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\S/i
/** A dotted address of digits (1.2.3.4). */
const NUMERIC_HOST = new RegExp(`\\d${DOT}\\d+${DOT}\\d+${DOT}\\d`, 'u')

/** True for a word a mail client may show as a link: a domain, a scheme, an address, a numeric host, www. */
export function looksLikeLink(word: string): boolean {
  return (
    word.includes('@') ||
    word.includes('://') ||
    /^www\d*$/i.test(word) ||
    SCHEME.test(word) ||
    DOMAIN.test(word) ||
    NUMERIC_HOST.test(word)
  )
}

/**
 * Typed text as an e-mail to a person may repeat it: compatibility forms folded (NFKC, so
 * full-width letters and dots are the plain ones), blank characters (the project's one list, with
 * the zero-width ones that could split a domain) turned into spaces, every word that looks like a
 * link left out, then at most `max` characters (an ellipsis marks the cut).
 */
export function echoedText(value: unknown, max: number = ECHOED_TEXT_MAX): string {
  const text = (typeof value === 'string' ? value : '').normalize('NFKC')
  // Zero-width characters join (evil\u200B.com is one word to a mail client); others separate.
  const joined = text.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
  const words = joined
    .replace(BLANK_CHARACTERS, ' ')
    .split(' ')
    .filter((word) => word !== '' && !looksLikeLink(word))
  const characters = [...words.join(' ')]
  return characters.length > max
    ? `${characters.slice(0, max).join('').trimEnd()}…`
    : words.join(' ')
}
