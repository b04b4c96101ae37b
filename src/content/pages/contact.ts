import type { Link } from '@/content/schema'
import { paths } from '@/config/paths'

/** /contact: the copy around the contact form. Mail and phone come from `@/content/site`. */
export const contactPage = {
  hero: {
    eyebrow: 'Contact',
    title: 'Contact Us',
    lead: 'Questions about training, partnerships, becoming an AI Coach or our events? Send us a message and we will get back to you within 1-2 business days.',
  },
  channels: {
    id: 'other-ways',
    title: 'Other ways to reach us',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    hoursLabel: 'Office hours',
    hours: 'Monday to Friday, 8 AM to 5 PM Mountain Time. Closed weekends.',
    response: 'We reply to messages within 1-2 business days.',
  },
  form: {
    id: 'contact-form',
    title: 'Send us a message',
    intro: 'Choose the subject that fits best so your message reaches the right person.',
  },
  related: {
    id: 'looking-for',
    title: 'Looking for something else?',
    links: [
      { label: 'Apply to become an AI Coach', href: paths.aiCoachApplication },
      { label: 'Join the Idaho AI Alliance', href: paths.joinAlliance },
      { label: 'Partnership opportunities', href: paths.partners },
    ] satisfies Link[],
  },
}
