/** The deletion confirmation's words, written once; email-layout.ts renders them. */
export const deletionConfirmationCopy = {
  subject: (site: string) => `${site}: your personal data is being deleted`,
  greeting: 'Hello,',
  deleting: (references: readonly string[]) =>
    `As asked, we are deleting the personal data you gave us through our website${
      references.length > 0
        ? ` (reference${references.length === 1 ? '' : 's'} ${references.join(', ')})`
        : ''
    }, with our notes about it.`,
  when: 'It is deleted as soon as this e-mail has left us. We will not write to you about it again.',
  questions: 'If you did not ask for this, or have a question, write to ',
}
