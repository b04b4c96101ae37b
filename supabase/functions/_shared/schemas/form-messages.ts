/*
 * The shape of what the site promises once a form is sent, on its own: the English defaults
 * (site-messages-defaults.ts) and their Spanish (site-messages-spanish.ts) both use it, and
 * neither imports the other for it.
 */

export interface FormMessages {
  /** The confirmation panel's heading once the submission is stored. */
  heading: string
  /** "What happens next": on the confirmation panel and in the acknowledgement e-mail. */
  nextSteps: string[]
  /** The short notice that appears as the form is sent. */
  toastTitle: string
  toastText: string
  /** The acknowledgement e-mail's own sentences around the reference and the steps. */
  emailThanks: string
  emailThanksCombined: string
  emailQuote: string
  emailQuoteCombined: string
  emailStatusPage: string
  emailQuestions: string
  emailWhy: string
}

/** The acknowledgement e-mail's sentences: a form's messages hold them (see emailWords). */
export type EmailWordField = Exclude<
  keyof FormMessages,
  'heading' | 'nextSteps' | 'toastTitle' | 'toastText'
>
