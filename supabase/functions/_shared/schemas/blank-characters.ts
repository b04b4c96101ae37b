/*
 * The one list of characters that count as blank, so an answer of invisible characters is refused
 * everywhere alike: Unicode's default-ignorable code points (Default_Ignorable_Code_Point), its
 * whitespace (White_Space), the C0 and C1 control characters, and the fillers that render as
 * nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0, also default-ignorable) and the
 * braille pattern blank (U+2800).
 *
 * Three places read it: the forms and the edge functions (hasVisibleText in fields.ts, through
 * BLANK_CHARACTERS below), and the database's private.has_visible_text() (migration
 * 20251101000000_platform.sql, whose bracket expression is these ranges written as
 * PostgreSQL escapes). tests/unit/blank-characters.test.ts proves the list equals the Unicode
 * properties of the running engine and that the migration's pattern matches exactly these ranges,
 * so a change here without the migration fails the test.
 *
 * Imported by Deno through a relative path: no imports at all.
 */

/** Inclusive code point ranges, in order, never overlapping or touching. */
export const BLANK_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x0020], // C0 controls and the space
  [0x007f, 0x00a0], // DEL, C1 controls, no-break space
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x1680, 0x1680], // Ogham space mark
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian free variation selectors and vowel separator
  [0x2000, 0x200f], // spaces, zero-width space, joiners, LRM/RLM
  [0x2028, 0x202f], // line and paragraph separators, bidi embeddings, narrow no-break space
  [0x205f, 0x206f], // medium mathematical space, word joiner, invisible operators, isolates
  [0x2800, 0x2800], // braille pattern blank
  [0x3000, 0x3000], // ideographic space
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors (U+FE0F among them)
  [0xfeff, 0xfeff], // byte order mark
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xfff0, 0xfff8], // unassigned, default-ignorable
  [0x1bca0, 0x1bca3], // shorthand format controls
  [0x1d173, 0x1d17a], // musical symbol beam and phrase controls
  [0xe0000, 0xe0fff], // tags (U+E0020 tag space), variation selectors supplement
]

const hex = (codePoint: number) => codePoint.toString(16).padStart(4, '0')
const jsEscape = (codePoint: number) => `\\u{${hex(codePoint)}}`

/** Every blank character: a JavaScript regular expression with the `u` flag. */
export const BLANK_CHARACTERS = new RegExp(
  `[${BLANK_RANGES.map(([from, to]) => (from === to ? jsEscape(from) : `${jsEscape(from)}-${jsEscape(to)}`)).join('')}]`,
  'gu',
)

/**
 * The same set as a PostgreSQL (ARE) bracket expression, \uXXXX and \UXXXXXXXX escapes, starting
 * at U+0001 because PostgreSQL text cannot hold U+0000. The migration holds this exact string.
 */
export function postgresBlankPattern(): string {
  const escape = (codePoint: number) =>
    codePoint > 0xffff ? `\\U${codePoint.toString(16).padStart(8, '0')}` : `\\u${hex(codePoint)}`
  return `[${BLANK_RANGES.map(([from, to]) => {
    const start = Math.max(from, 1)
    return start === to ? escape(start) : `${escape(start)}-${escape(to)}`
  }).join('')}]`
}
