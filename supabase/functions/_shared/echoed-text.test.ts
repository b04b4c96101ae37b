import assert from 'node:assert/strict'
import { ECHOED_TEXT_MAX, echoedText, looksLikeLink } from './echoed-text.ts'

Deno.test('echoed text: names stay as typed', () => {
  for (const name of [
    'Grace',
    'Mary Ann',
    "O'Brien",
    'Jean-Luc',
    'J.R.',
    'St. John',
    'Zoë',
    '李小龙',
  ]) {
    assert.equal(echoedText(name), name)
  }
})

Deno.test('echoed text: every word a mail client could show as a link is left out', () => {
  for (const [typed, kept] of [
    ['Ada visit evil.example now', 'Ada visit now'],
    ['Ada https://evil.example/x', 'Ada'],
    ['Ada www.evil.example', 'Ada'],
    ['Ada hxxp:evil', 'Ada'],
    ['Ada javascript:alert(1)', 'Ada'],
    ['Ada mailto:x@evil.example', 'Ada'],
    ['Ada x@evil.example', 'Ada'],
    ['Ada evil。example', 'Ada'],
    ['Ada evil．example', 'Ada'],
    ['Ada ｅｖｉｌ．ｃｏｍ', 'Ada'],
    ['Ada evil\u200B.example', 'Ada'],
    ['Ada 192.0.2.7', 'Ada'],
    ['Ada bit.ly/abc', 'Ada'],
    ['evil.example', ''],
  ] as const) {
    assert.equal(echoedText(typed), kept, typed)
  }
  assert.equal(looksLikeLink('J.R.'), false)
  assert.equal(looksLikeLink('Ada:'), false)
})

Deno.test(`echoed text: at most ${ECHOED_TEXT_MAX} characters, then an ellipsis`, () => {
  const long = 'Bartholomew Christopher Maximilian'
  const cut = echoedText(long)
  assert.equal(cut, 'Bartholomew Christopher…')
  assert.ok([...cut].length <= ECHOED_TEXT_MAX + 1)
  assert.equal([...echoedText('😀'.repeat(40))].length, ECHOED_TEXT_MAX + 1)
  assert.equal(echoedText(undefined), '')
  assert.equal(echoedText('  Ada \u3164 \u2800 Lovelace  '), 'Ada Lovelace')
})
