import assert from 'node:assert/strict'
import { encodeSubject } from './mail-subject.ts'

/** A strict RFC 2047 decoder for what encodeSubject writes: base64 words separated by spaces. */
function decodeEncodedWords(header: string): string {
  const words = header.split(' ')
  const bytes: number[] = []
  for (const word of words) {
    const match = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/.exec(word)
    assert.ok(match, `not an encoded-word: ${word}`)
    assert.ok(word.length <= 75, `an encoded-word longer than 75 characters: ${word}`)
    const decoded = atob(match[1] ?? '')
    // Each word must decode to whole characters on its own.
    new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(decoded, (char) => char.charCodeAt(0)),
    )
    for (const char of decoded) bytes.push(char.charCodeAt(0))
  }
  return new TextDecoder().decode(Uint8Array.from(bytes))
}

Deno.test('a plain ASCII subject is sent as it is', () => {
  assert.equal(
    encodeSubject('New AI Coach application from Ada Lovelace'),
    'New AI Coach application from Ada Lovelace',
  )
})

Deno.test('a subject holding an encoded-word is encoded whole, so it shows literally', () => {
  const subject = 'New AI Coach application from =?utf-8?q?Eve=0D=0ABcc:_victim@evil.example?= X'
  const header = encodeSubject(subject)
  assert.ok(!header.includes('=?utf-8?q?'), header)
  assert.equal(decodeEncodedWords(header), subject)
})

Deno.test('a subject with accents and emoji survives in words of at most 75 characters', () => {
  const subject = `New contact message: Partnership from José Núñez 😀 ${'Ω'.repeat(60)}`
  const header = encodeSubject(subject)
  assert.ok(header.split(' ').length > 2)
  assert.equal(decodeEncodedWords(header), subject)
})
