import type { RecordKind } from '@schemas/record-kind'
import type { SiteMessages } from '@schemas/site-messages-defaults'
import { personalLimitsInWords } from './person-mail-limits'

/**
 * The confirmation panel an intake form shows once its submission is stored: the reference, what
 * happens next and how to go on. The heading and the next steps are content the team publishes
 * (`@schemas/site-messages`), which the acknowledgement e-mail reads too, so the page and the
 * e-mail promise the same; the words about the reference are the site's own.
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

/** Each form's confirmation with the given (published or draft) messages. */
export function confirmationsFrom(
  messages: SiteMessages,
): Record<RecordKind, SubmissionConfirmationCopy> {
  const copy = (kind: RecordKind): SubmissionConfirmationCopy => ({
    ...shared,
    heading: messages[kind].heading,
    nextSteps: messages[kind].nextSteps,
  })
  return {
    coach_application: copy('coach_application'),
    contact_submission: copy('contact_submission'),
    alliance_registration: copy('alliance_registration'),
  }
}
