import type { PageBlock } from '@/content/page-copy-schema'
import { contactPage as page } from '@/content/pages/contact'

/**
 * /contact as blocks: the page's seed, read from its content module. The e-mail address and phone
 * number are the contact record's, and the form's own words are the form's description.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: page.form.id, title: page.form.title, paragraphs: [page.form.intro] },
  // The labels of the e-mail address and the phone number, in that order.
  {
    kind: 'list',
    id: page.channels.id,
    title: page.channels.title,
    items: [page.channels.emailLabel, page.channels.phoneLabel],
  },
  // The office hours under their label, then the reply time.
  {
    kind: 'prose',
    id: 'office-hours',
    title: page.channels.hoursLabel,
    paragraphs: [page.channels.hours, page.channels.response],
  },
  { kind: 'links', id: page.related.id, title: page.related.title, links: page.related.links },
] satisfies PageBlock[]
