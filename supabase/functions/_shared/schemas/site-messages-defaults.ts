import type { RecordKind } from './record-kind.ts'

/*
 * The words of what the site promises once a form is sent (site-messages.ts has their rules), as
 * plain data: the form pages read them without loading zod.
 */

export interface FormMessages {
  /** The confirmation panel's heading once the submission is stored. */
  heading: string
  /** "What happens next": on the confirmation panel and in the acknowledgement e-mail. */
  nextSteps: string[]
  /** The short notice that appears as the form is sent. */
  toastTitle: string
  toastText: string
}

export type SiteMessages = Record<RecordKind, FormMessages>

/** What each form is called where the desk lists its messages. */
export const formNames: Record<RecordKind, string> = {
  coach_application: 'AI Coach application',
  contact_submission: 'Contact form',
  alliance_registration: 'Alliance registration',
}

/** Each field's label in the desk's form, the comparison and the search, in the form's order. */
export const messageFieldLabels: Record<keyof FormMessages, string> = {
  heading: 'Confirmation heading',
  nextSteps: 'What happens next (on the confirmation and in the acknowledgement e-mail)',
  toastTitle: 'Notice title',
  toastText: 'Notice sentence',
}

/**
 * Today's words: what a site shows before its team publishes messages of its own (the seed carries
 * them too). The promises are the specification's: a 30-minute video interview, a reference and
 * background check and a decision within 5-7 business days for coaches; an answer within 1-2
 * business days for contact messages and registrations.
 */
export const defaultSiteMessages: SiteMessages = {
  coach_application: {
    heading: 'Your AI Coach application is in',
    nextSteps: [
      'Our team reviews your application.',
      'If your application moves forward, we invite you to a 30-minute video interview.',
      'We then check your references and run a background check.',
      'You hear our decision within 5-7 business days.',
    ],
    toastTitle: 'Application Submitted!',
    toastText:
      "We've received your AI Coach application. You'll hear from us within 5-7 business days.",
  },
  contact_submission: {
    heading: 'Your message is on its way to our team',
    nextSteps: [
      'Your message goes to the person on our team who handles your subject.',
      "We'll get back to you within 1-2 business days.",
    ],
    toastTitle: 'Message Sent!',
    toastText: "We'll get back to you within 1-2 business days.",
  },
  alliance_registration: {
    heading: 'Your alliance registration is in',
    nextSteps: [
      'Our partnerships team reviews your registration and the areas of interest you chose.',
      'We write to you to welcome your organization and suggest a first step: a training, a contest, an event or a sponsorship.',
    ],
    toastTitle: 'Registration Received!',
    toastText: "Welcome to the Idaho AI Alliance. We'll get back to you within 1-2 business days.",
  },
}
