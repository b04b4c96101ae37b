/**
 * A Subject header that shows exactly the text it was given. Mail programs decode RFC 2047
 * encoded-words (`=?utf-8?q?...?=`) wherever they appear in a subject, so a visitor's name such as
 * `=?utf-8?q?Eve=0D=0ABcc:_victim@evil.example?=` would be shown as a line break and a "Bcc:" line.
 * When a subject contains `=?` or anything outside printable ASCII, the whole subject is therefore
 * sent as encoded-words of our own (UTF-8, base64): a decoder undoes exactly one level and shows the
 * text as typed, including any `=?...?=` inside it. Plain ASCII subjects are left as they are.
 *
 * Both transports send the result unchanged: nodemailer passes an ASCII header through (it encodes
 * only non-ASCII text), and Resend's API takes the subject as the header's value.
 */

/** RFC 2047: an encoded-word is at most 75 characters; `=?UTF-8?B?` + `?=` take 12 of them. */
const MAX_ENCODED_WORD = 75
const WRAPPER = '=?UTF-8?B?'.length + '?='.length
/** 63 characters of base64 at most, in whole 4-character groups: 60, i.e. 45 bytes of UTF-8. */
const MAX_BYTES_PER_WORD = (Math.floor((MAX_ENCODED_WORD - WRAPPER) / 4) * 4 * 3) / 4

// deno-lint-ignore no-control-regex
const NEEDS_ENCODING = /=\?|[^\x20-\x7E]/

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** True when `subject` would be changed by a mail program's decoding, or is not plain ASCII. */
export function subjectNeedsEncoding(subject: string): boolean {
  return NEEDS_ENCODING.test(subject)
}

/**
 * The subject as its header value: unchanged if plain printable ASCII without `=?`, else a run of
 * base64 encoded-words separated by spaces (which decoders drop between adjacent encoded-words).
 * Characters are never split across words, so each word decodes on its own.
 */
export function encodeSubject(subject: string): string {
  if (!subjectNeedsEncoding(subject)) return subject
  const encoder = new TextEncoder()
  const words: string[] = []
  let chunk: number[] = []
  for (const character of subject) {
    const bytes = encoder.encode(character)
    if (chunk.length + bytes.length > MAX_BYTES_PER_WORD) {
      words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`)
      chunk = []
    }
    chunk.push(...bytes)
  }
  if (chunk.length > 0) words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`)
  return words.join(' ')
}
