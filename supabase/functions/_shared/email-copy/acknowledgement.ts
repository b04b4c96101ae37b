/*
 * The acknowledgement's words (to the person who sent a form), written once; email-layout.ts
 * renders them as HTML and text. `received` is what was sent ("AI Coach application"), from
 * schemas/next-steps.ts, which the page's confirmation panel shares.
 */

/** "your earlier one (CA-…)" or "your earlier ones (CA-…, CA-…)". */
const earlierOnes = (references: readonly string[]) =>
  `your earlier ${references.length === 1 ? 'one' : 'ones'} (${references.join(', ')})`

export const acknowledgementCopy = {
  subject: (site: string, received: string, reference: string, earlier: readonly string[]) =>
    earlier.length === 0
      ? `${site}: we received your ${received} (${reference})`
      : `${site}: we received your ${received} (${reference}) and ${earlierOnes(earlier)}`,
  greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  thanks: (received: string, reference: string, earlier: readonly string[]) =>
    earlier.length === 0
      ? `Thank you for your ${received}. It has reached us and is stored under the reference below.`
      : `We have received your ${received} (${reference}) and ${earlierOnes(earlier)}. Each is stored under its own reference; our team sees them together, so there is no need to send it again.`,
  referenceLabel: 'Your reference',
  earlier: (earlier: readonly string[]) => `Earlier: ${earlier.join(', ')}`,
  nextStepsHeading: 'What happens next',
  quote: (combined: boolean) =>
    combined
      ? 'Please quote your latest reference whenever you write or call us.'
      : 'Please quote your reference whenever you write or call us.',
  statusPage: 'See where it stands at any time, with your reference and this e-mail address: ',
  questions: 'Questions? Reply to this e-mail, or write to ',
  why: 'You receive this e-mail because this address was entered in a form on our site. If that was not you, reply and let us know.',
}
