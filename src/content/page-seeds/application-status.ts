import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /application-status' structure and words, written once: the database's first version of the
 * page and what the page shows while nothing is published. The lookup form's words are the form's
 * own (`lookupWords`); the stages' names and what happens next are page copy, one step per stage
 * in the order public.submission_status() names them (`SUBMISSION_STAGES`: received … answered);
 * and what a lookup without an answer says (no match, too many attempts, no connection), one text
 * section each.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Your application',
    title: 'Check where your application stands',
    lead: 'Enter the reference from your confirmation e-mail and the e-mail address you used. We will show the stage it has reached, when that changed and what happens next.',
  },
  { kind: 'prose', id: 'status-lookup', title: 'Look up your reference', paragraphs: [] },
  {
    kind: 'steps',
    id: 'stages',
    items: [
      {
        title: 'Received',
        description:
          'Your submission is in our queue. A member of our team will open it soon, usually within 1-2 business days.',
      },
      {
        title: 'Under review',
        description:
          'A reviewer is reading it now. We will e-mail you at the address you used when there is news; there is nothing you need to do.',
      },
      {
        title: 'Interview',
        description:
          'We would like to meet you for a 30-minute video interview. Look for our e-mail invitation and reply with two or three times that suit you.',
      },
      {
        title: 'Decision made',
        description:
          'We have decided on your application and sent the decision to your e-mail address. If it has not arrived, check your spam folder or contact us.',
      },
      {
        title: 'Answered',
        description:
          'We have replied to you by e-mail. If you need anything more, reply to that e-mail or send us a new message.',
      },
    ],
  },
  {
    kind: 'prose',
    id: 'not-found',
    title: 'We could not find that reference with that e-mail address',
    paragraphs: [
      'Check both against your confirmation e-mail and try again. If you still cannot find it, contact us and quote your reference.',
    ],
    more: { label: 'Contact us', href: paths.contact },
  },
  {
    kind: 'prose',
    id: 'throttled',
    title: 'Too many attempts',
    paragraphs: [
      'To protect applicants, lookups are paused for a while after several that do not match. Please try again in an hour, or contact us and quote your reference.',
    ],
  },
  {
    kind: 'prose',
    id: 'failed',
    title: 'We could not check right now',
    paragraphs: [
      'Our server could not be reached. Please check your connection and try again; your entries are still here.',
    ],
  },
] satisfies PageBlock[]
