import {
  fillPlaceholders,
  placeholderMessage,
  replyBodySchema,
  replySubject,
  replyText,
  routeRecipientsSchema,
  savedReplySchema,
  unfilledPlaceholders,
} from '@schemas/desk-reply'
import { describe, expect, it } from 'vitest'

const values = { firstName: 'Grace', reference: 'CT-7KX2QM', reviewerName: 'Dorothy Vaughan' }

describe('saved-reply placeholders', () => {
  it('fills the first name, the reference and the reviewer name wherever they appear', () => {
    expect(
      fillPlaceholders(
        'Hello {{first_name}}, ref {{reference}} ({{ reference }}).\n{{reviewer_name}}',
        values,
      ),
    ).toBe('Hello Grace, ref CT-7KX2QM (CT-7KX2QM).\nDorothy Vaughan')
  })

  it('leaves unknown placeholders visible instead of dropping them', () => {
    expect(fillPlaceholders('Hi {{last_name}} {{constructor}}', values)).toBe(
      'Hi {{last_name}} {{constructor}}',
    )
  })

  it('does not expand placeholders inside the values it fills in', () => {
    expect(
      fillPlaceholders('Hi {{first_name}}, {{reference}}', {
        ...values,
        firstName: '{{reference}}',
      }),
    ).toBe('Hi {{reference}}, CT-7KX2QM')
  })
})

describe('the reply e-mail', () => {
  it('names the form and the reference in the subject, from fixed words only', () => {
    expect(replySubject('contact_submission', 'CT-7KX2QM', 'Idaho AI Alliance')).toBe(
      'Your message to the Idaho AI Alliance (reference CT-7KX2QM)',
    )
    expect(replySubject('coach_application', null, 'Idaho AI Alliance')).toBe(
      'Your AI Coach application to the Idaho AI Alliance',
    )
  })

  it('sends the text as typed, with the reference after a signature line', () => {
    expect(replyText('Hello\r\nthere  \n\n', 'AL-ABC234')).toBe(
      'Hello\nthere\n\n--\nReference: AL-ABC234\n',
    )
  })

  it('refuses an empty reply and one over 10,000 characters', () => {
    expect(replyBodySchema.safeParse('  \n ').success).toBe(false)
    expect(replyBodySchema.safeParse('x'.repeat(10_001)).success).toBe(false)
    expect(replyBodySchema.safeParse('Thanks!').success).toBe(true)
  })
})

describe('saved replies and routes', () => {
  it('a saved reply needs a title and a text', () => {
    const result = savedReplySchema.safeParse({
      recordKind: 'contact_submission',
      title: ' ',
      body: '',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['body', 'title'])
  })

  it('a route takes addresses separated by commas, semicolons or lines, without duplicates', () => {
    expect(
      routeRecipientsSchema.parse(' a@example.org, b@example.org;\nA@example.org ,, '),
    ).toEqual(['a@example.org', 'b@example.org'])
    expect(routeRecipientsSchema.parse('')).toEqual([])
  })

  it('a route refuses anything that is not an address, naming its position', () => {
    const result = routeRecipientsSchema.safeParse('a@example.org, Bcc: victim@example.org')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([1])
  })
})

describe('placeholders left in a reply', () => {
  it('finds [bracketed] and {{braced}} placeholders, each once, in order', () => {
    expect(
      unfilledPlaceholders(
        'Hi {{first_name}},\n[Your answer here]\n[date] {{first_name}} [Your answer here]',
      ),
    ).toEqual(['{{first_name}}', '[Your answer here]', '[date]'])
  })

  it('leaves brackets without a letter and text spanning lines alone', () => {
    expect(unfilledPlaceholders('See note [1] and [2].\nA [bracket\nacross lines]')).toEqual([])
    expect(unfilledPlaceholders('Thanks, Grace.')).toEqual([])
  })

  it('names every placeholder in the message', () => {
    expect(placeholderMessage(['[Your answer here]'])).toBe(
      'Fill in "[Your answer here]" before sending.',
    )
    expect(placeholderMessage(['[a]', '{{b}}', '[c]'])).toBe(
      'Fill in "[a]", "{{b}}" and "[c]" before sending.',
    )
  })

  it('a reply with a placeholder is refused with that message; filled in it passes', () => {
    const refused = replyBodySchema.safeParse('Hello Grace,\n[Your answer here]')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Fill in "[Your answer here]" before sending.')
    expect(replyBodySchema.safeParse('Hello Grace,\nMarch 3 suits us.').success).toBe(true)
  })
})
