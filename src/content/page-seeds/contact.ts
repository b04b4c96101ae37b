import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /contact's structure and words, written once: the database's first version of the page and what
 * the page shows while nothing is published. The e-mail address and phone number are the contact
 * record's (`@/content/site`), and the form's own words are the form's description.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Contact',
    title: 'Contact Us',
    lead: 'Questions about training, partnerships, becoming an AI Coach or our events? Send us a message and we will get back to you within 1-2 business days.',
  },
  {
    kind: 'prose',
    id: 'contact-form',
    title: 'Send us a message',
    paragraphs: ['Choose the subject that fits best so your message reaches the right person.'],
  },
  // The labels of the e-mail address and the phone number, in that order.
  { kind: 'list', id: 'other-ways', title: 'Other ways to reach us', items: ['E-mail', 'Phone'] },
  // The office hours under their label, then the reply time.
  {
    kind: 'prose',
    id: 'office-hours',
    title: 'Office hours',
    paragraphs: [
      'Monday to Friday, 8 AM to 5 PM Mountain Time. Closed weekends.',
      'We reply to messages within 1-2 business days.',
    ],
  },
  {
    kind: 'links',
    id: 'looking-for',
    title: 'Looking for something else?',
    links: [
      { label: 'Apply to become an AI Coach', href: paths.aiCoachApplication },
      { label: 'Join the Idaho AI Alliance', href: paths.joinAlliance },
      { label: 'Partnership opportunities', href: paths.partners },
    ],
  },
] satisfies PageBlock[]
