import type { RecordKind } from './record-kind.ts'

/*
 * What happens after each form is sent: the single source of the next steps that the confirmation
 * panel on the page (src/content/submission-confirmation.ts) and the acknowledgement e-mail
 * (supabase/functions/_shared/acknowledgement.ts) both show, so the page and the e-mail never
 * promise different things. The promises are the spec's (§9): a 30-minute video interview, a
 * reference and background check and a decision within 5-7 business days for coaches; an answer
 * within 1-2 business days for contact messages. Plain data with relative imports only, so the
 * browser (`@schemas/next-steps`) and Deno both read it.
 */

/**
 * The status page where a person looks up where a submission stands (src/config/paths.ts
 * `applicationStatus`; tests/unit/status-page-link.test.ts keeps the two equal). The
 * acknowledgement e-mail links to it.
 */
export const STATUS_PAGE_PATH = '/application-status'

export interface NextSteps {
  /** What was received, after "your": "AI Coach application". */
  received: string
  steps: readonly string[]
}

export const submissionNextSteps = {
  coach_application: {
    received: 'AI Coach application',
    steps: [
      'Our team reviews your application.',
      'If your application moves forward, we invite you to a 30-minute video interview.',
      'We then check your references and run a background check.',
      'You hear our decision within 5-7 business days.',
    ],
  },
  contact_submission: {
    received: 'message',
    steps: [
      'Your message goes to the person on our team who handles your subject.',
      "We'll get back to you within 1-2 business days.",
    ],
  },
  alliance_registration: {
    received: 'alliance registration',
    steps: [
      'Our partnerships team reviews your registration and the areas of interest you chose.',
      'We write to you to welcome your organization and suggest a first step: a training, a contest, an event or a sponsorship.',
    ],
  },
} as const satisfies Record<RecordKind, NextSteps>
