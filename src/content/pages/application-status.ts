import { paths } from '@/config/paths'

/**
 * /application-status: a person who sent a form enters the reference and the e-mail address and
 * sees the stage in plain words, the date it changed, what happens next and, once an answer they
 * e-mailed back has reached us, that it arrived.
 * The stage names are the values public.submission_status() answers.
 */
export const applicationStatusPage = {
  hero: {
    eyebrow: 'Your application',
    title: 'Check where your application stands',
    lead: 'Enter the reference from your confirmation e-mail and the e-mail address you used. We will show the stage it has reached, when that changed and what happens next.',
  },
  form: {
    id: 'status-lookup',
    title: 'Look up your reference',
    label: 'Look up a reference',
    referenceLabel: 'Reference',
    referenceHint: 'For example CA-7K2M9QXD. It is in your confirmation e-mail.',
    emailLabel: 'E-mail address',
    emailHint: 'The address you gave on the form.',
    submit: 'Check status',
    busy: 'Checking...',
    messages: {
      referenceRequired: 'Enter your reference',
      referenceFormat:
        'Enter a reference like CA-7K2M9QXD: two letters, a dash and eight characters',
      emailInvalid: 'Enter the e-mail address you used, like name@example.com',
    },
  },
  notFound: {
    title: 'We could not find that reference with that e-mail address',
    body: 'Check both against your confirmation e-mail and try again. If you still cannot find it, contact us and quote your reference.',
    contact: { label: 'Contact us', href: paths.contact },
  },
  throttled: {
    title: 'Too many attempts',
    body: 'To protect applicants, lookups are paused for a while after several that do not match. Please try again in an hour, or contact us and quote your reference.',
  },
  failed: {
    title: 'We could not check right now',
    body: 'Our server could not be reached. Please check your connection and try again; your entries are still here.',
  },
  result: {
    stageLabel: 'Stage',
    changedLabel: 'Since',
    nextLabel: 'What happens next',
    /** Shown only once an answer the person e-mailed back has reached their submission. */
    answersLabel: 'Your replies to us',
    answersReceived: (count: number, date: string) =>
      count === 1
        ? `We received your reply on ${date}. A reviewer will read it; there is no need to send it again.`
        : `We received ${count} replies from you, the latest on ${date}. A reviewer will read them; there is no need to send them again.`,
  },
  kinds: {
    coach_application: 'AI Coach application',
    contact_submission: 'Message to our team',
    alliance_registration: 'Alliance registration',
  },
  stages: {
    received: {
      name: 'Received',
      next: 'Your submission is in our queue. A member of our team will open it soon, usually within 1-2 business days.',
    },
    under_review: {
      name: 'Under review',
      next: 'A reviewer is reading it now. We will e-mail you at the address you used when there is news; there is nothing you need to do.',
    },
    interview: {
      name: 'Interview',
      next: 'We would like to meet you for a 30-minute video interview. Look for our e-mail invitation and reply with two or three times that suit you.',
    },
    decision: {
      name: 'Decision made',
      next: 'We have decided on your application and sent the decision to your e-mail address. If it has not arrived, check your spam folder or contact us.',
    },
    answered: {
      name: 'Answered',
      next: 'We have replied to you by e-mail. If you need anything more, reply to that e-mail or send us a new message.',
    },
  },
} as const

export type SubmissionStage = keyof typeof applicationStatusPage.stages
