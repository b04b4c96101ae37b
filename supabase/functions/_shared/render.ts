import { type EmailField, renderLayout, type RenderedEmail } from './email-layout.ts'

export type { EmailField, RenderedEmail }

/**
 * The reviewers' notification of a new submission in the one layout (email-layout.ts): a heading,
 * one sentence, the button to the record in the desk, and the submission as label/value pairs
 * (notification-kinds.ts derives them from the form). Every value is escaped by the layout.
 */
export function renderEmail(input: {
  subject: string
  heading: string
  intro: string
  fields: EmailField[]
  /** A link below the intro (the record in the desk); its address is ours, never a visitor's. */
  action?: { label: string; href: string }
}): RenderedEmail {
  return renderLayout({
    kind: 'reviewer-notification',
    subject: input.subject,
    blocks: [
      { type: 'heading', text: input.heading },
      { type: 'paragraph', text: input.intro },
      ...(input.action ? [{ type: 'action' as const, ...input.action }] : []),
      { type: 'fields', fields: input.fields },
    ],
  })
}
