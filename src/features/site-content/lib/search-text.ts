/**
 * How the desk's search reads words: a person types "5-7 business days" or "cafe" and expects to
 * find "5–7 business days" and "Café". Both sides are folded the same way (case and accents
 * dropped, every dash one hyphen, curly quotes straight, a run of spaces or line breaks one space)
 * while each folded character remembers where it came from, so the match is shown in the words
 * as written.
 */

/** Hyphen, non-breaking hyphen, figure dash, en dash, em dash, horizontal bar, minus sign. */
const dashes = /[-\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/
const singleQuotes = /[\u2018\u2019\u201A\u201B\u2032]/
const doubleQuotes = /[\u201C-\u201F\u2033]/

/** The fewest characters a search needs: one letter would match nearly every field. */
export const minimumQueryLength = 2

function foldChar(char: string): string {
  // Most characters are plain ASCII: no accent to drop, no dash or quote to straighten.
  const code = char.charCodeAt(0)
  if (code < 128 && char !== '-') return char.toLowerCase()
  if (dashes.test(char)) return '-'
  if (singleQuotes.test(char)) return "'"
  if (doubleQuotes.test(char)) return '"'
  return char.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

/**
 * The folded text and, for each of its characters (plus one past the end), the index in the
 * original text it was folded from.
 */
export function fold(text: string): { folded: string; at: number[] } {
  let folded = ''
  const at: number[] = []
  let index = 0
  for (const char of text) {
    const space = /\s/.test(char)
    // A run of blanks reads as one space.
    if (!(space && folded.endsWith(' '))) {
      const out = space ? ' ' : foldChar(char)
      folded += out
      for (let unit = 0; unit < out.length; unit += 1) at.push(index)
    }
    index += char.length
  }
  at.push(index)
  return { folded, at }
}

/** The query as it is compared: folded, without blanks around it. */
export function foldQuery(query: string): string {
  return fold(query).folded.trim()
}

/** Where the folded query first occurs in `text`, as indices of the original text; or undefined. */
export function findIn(
  text: string,
  foldedQuery: string,
  /** `fold(text)`, when it was folded already. */
  folding: { folded: string; at: number[] } = fold(text),
): { start: number; end: number } | undefined {
  if (foldedQuery.length === 0) return undefined
  const { folded, at } = folding
  const found = folded.indexOf(foldedQuery)
  if (found < 0) return undefined
  return { start: at[found] ?? 0, end: at[found + foldedQuery.length] ?? text.length }
}

/** The most of a sentence shown on either side of the match. */
const reach = 90

const endsSentence = (text: string, index: number) =>
  /[.!?]/.test(text[index] ?? '') && (index + 1 >= text.length || /\s/.test(text[index + 1] ?? ''))

/**
 * The sentence the match is in, split around it (`before`, `match`, `after`): a long sentence is
 * cut at a word on either side, the cut marked with an ellipsis.
 */
export function excerpt(
  text: string,
  match: { start: number; end: number },
): { before: string; match: string; after: string } {
  let from = match.start
  while (from > 0 && text[from - 1] !== '\n' && !endsSentence(text, from - 2)) from -= 1
  let to = match.end
  while (to < text.length && text[to] !== '\n' && !endsSentence(text, to - 1)) to += 1
  let before = text.slice(from, match.start).trimStart()
  let after = text.slice(match.end, to).trimEnd()
  if (before.length > reach) {
    const cut = before.slice(-reach)
    before = `…${cut.slice(cut.indexOf(' ') + 1)}`
  }
  if (after.length > reach) {
    const cut = after.slice(0, reach)
    after = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`
  }
  return { before, match: text.slice(match.start, match.end), after }
}
