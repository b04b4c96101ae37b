/*
 * The words of the reviewers' notification of a new submission, written once per kind;
 * notification-kinds.ts fills them with the submission and render.ts lays them out. The fields
 * below the intro come from each form's description (schemas/form-description.ts).
 */

export const notificationCopy = {
  coach_application: {
    subject: (name: string) => `New AI Coach application from ${name}`,
    heading: 'New AI Coach application',
    intro: (name: string) =>
      `${name} applied to become an AI Coach. Review it in the Alliance desk.`,
  },
  contact_submission: {
    subject: (name: string, subject: string) => `New contact message: ${subject} from ${name}`,
    heading: 'New contact message',
    intro: (name: string) => `${name} sent a message through the contact form.`,
  },
  alliance_registration: {
    subject: (name: string, organization: string) =>
      `New alliance registration: ${organization} (${name})`,
    heading: 'New alliance registration',
    intro: (name: string, organization: string) =>
      `${name} registered ${organization} with the alliance.`,
  },
  /** The stored record's reference, after the subject and as the first field. */
  withReference: (subject: string, reference: string) => `${subject} [${reference}]`,
  referenceLabel: 'Reference',
  openInDesk: "Open it in the reviewers' desk",
} as const
