import { submissionNextSteps } from '@schemas/next-steps'
import type { RecordKind } from '@schemas/record-kind'
import { personalLimitsInWords } from './person-mail-limits'

/**
 * The confirmation panel an intake form shows once its submission is stored (issue 18): the
 * reference, what happens next and how to go on. The next steps themselves live in
 * `@schemas/next-steps`, which the acknowledgement e-mail reads too, so the page and the e-mail
 * promise the same.
 */
export interface SubmissionConfirmationCopy {
  heading: string
  referenceLabel: string
  /** Said when the acknowledgement e-mail is sending. */
  referenceHint: string
  /** Said when a limit on e-mail to a person skipped it: no e-mail is promised. */
  referenceHintNoEmail: string
  /** Said when the page does not know (a confirmation kept from before it was told). */
  referenceHintUnknown: string
  nextStepsHeading: string
  nextSteps: readonly string[]
  sendAnother: string
}

const shared = {
  referenceLabel: 'Your reference',
  referenceHint:
    'Keep this reference and quote it whenever you write or call us. We are also sending it to your e-mail address.',
  referenceHintNoEmail: `Keep this reference and quote it whenever you write or call us. We are not e-mailing it this time: we send confirmation e-mails ${personalLimitsInWords()}, and this address or the network you are on has had that many (or our website has sent its most for now). Please note it down now. Your submission reached our team all the same.`,
  referenceHintUnknown: 'Keep this reference and quote it whenever you write or call us.',
  nextStepsHeading: 'What happens next',
  sendAnother: 'Send another',
} as const

export const submissionConfirmation = {
  coach_application: {
    ...shared,
    heading: 'Your AI Coach application is in',
    nextSteps: submissionNextSteps.coach_application.steps,
  },
  contact_submission: {
    ...shared,
    heading: 'Your message is on its way to our team',
    nextSteps: submissionNextSteps.contact_submission.steps,
  },
  alliance_registration: {
    ...shared,
    heading: 'Your alliance registration is in',
    nextSteps: submissionNextSteps.alliance_registration.steps,
  },
} as const satisfies Record<RecordKind, SubmissionConfirmationCopy>
