import assert from 'node:assert/strict'
import { DIGEST_ANSWERS_SHOWN, NOTICE_TEXT_MAX, renderAnswerNotice } from './answer-notice.ts'

const link = { reference: 'CA-2026-0001', deskUrl: 'https://example.org/admin?record=1' }
const record = { first_name: 'Ada', last_name: 'Lovelace' }

Deno.test('a notice carrying one answer shows that answer', () => {
  const email = renderAnswerNotice({
    kind: 'coach_application',
    record,
    link,
    answer: {
      id: 'a1',
      from_address: 'ada@example.org',
      subject: 'Re: hi',
      display_text: 'Thanks!',
    },
  })
  assert.equal(email.subject, 'New answer by e-mail to a AI Coach application [CA-2026-0001]')
  assert.match(email.text, /Thanks!/)
})

Deno.test(
  'a digest of nineteen answers names their count and carries at most the notice text limit of the sender',
  () => {
    const answers = Array.from({ length: 19 }, (_, index) => ({
      id: `a${index}`,
      from_address: 'loop@example.org',
      subject: `Re: ${index}`,
      display_text: `${index}:`.padEnd(3000, 'x'),
    }))
    const email = renderAnswerNotice({
      kind: 'coach_application',
      record,
      link,
      answer: { id: 'a0', answers: answers.slice(0, 20), answer_count: 19 },
    })
    assert.equal(email.subject, '19 new answers by e-mail to a AI Coach application [CA-2026-0001]')
    assert.match(email.text, /14 more answers, on the record/)
    const senderText = (email.text.match(/x/g) ?? []).length
    assert.ok(senderText <= NOTICE_TEXT_MAX, `${senderText} characters of the sender's text`)
    assert.equal((email.text.match(/Answer \d+ from/g) ?? []).length, DIGEST_ANSWERS_SHOWN)
  },
)
