/*
 * The acknowledgement's fixed words (to the person who sent a form); email-layout.ts renders them
 * as HTML and text. Its sentences are content the team edits with each form's confirmation
 * (schemas/site-messages-defaults.ts): here are only the subject, the greeting and the labels,
 * which carry the reference and promise nothing. `received` is what was sent ("AI Coach
 * application"), from schemas/next-steps.ts, which the page's confirmation panel shares.
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
  /** What a combined e-mail's {earlier} placeholder becomes. */
  earlierOnes,
  referenceLabel: 'Your reference',
  earlier: (earlier: readonly string[]) => `Earlier: ${earlier.join(', ')}`,
  nextStepsHeading: 'What happens next',
}
