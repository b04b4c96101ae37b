import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /terms-of-service's structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. Terms for the website, its forms, contests
 * and events, laid out as a legal page (see `page-seeds/privacy-policy.ts`): hero, effective date,
 * then each section as a prose block with its untitled list after it. `{email}` and `{phone}` stand
 * for the contact record's values, which the page fills in.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'Terms of Service',
    lead: 'The terms that apply when you use the Idaho AI Alliance website, send us a form, or take part in our contests and events.',
  },
  {
    kind: 'prose',
    id: 'effective-date',
    title: 'Effective date',
    paragraphs: ['October 7, 2025'],
  },
  {
    kind: 'prose',
    id: 'agreement',
    title: 'About these terms',
    paragraphs: [
      'This website is operated by Idaho AI Alliance, a public-benefit corporation (“Idaho AI Alliance”, “we”, “us”). By using the site, submitting a form or entering a contest, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.',
    ],
  },
  {
    kind: 'prose',
    id: 'using-the-site',
    title: 'Using the site',
    paragraphs: ['You may browse and share our pages freely. You agree not to:'],
  },
  {
    kind: 'list',
    id: 'using-the-site-list',
    items: [
      'send false information, or submit a form in someone else’s name;',
      'send spam, automated or repeated submissions, or content that is unlawful, threatening or abusive;',
      'try to access the review area, other people’s submissions or our systems without permission;',
      'interfere with the site’s operation or security.',
    ],
  },
  {
    kind: 'prose',
    id: 'forms-and-applications',
    title: 'Forms and AI Coach applications',
    paragraphs: [
      'Information you send us must be accurate and your own. Submitting a contact form or an Alliance registration does not create a contract or a partnership; we will follow up with you.',
      'Submitting an AI Coach application does not guarantee acceptance. Selection includes a 30-minute video interview, a background check and reference verification, and you agree to take part in those steps if invited. We aim to tell applicants our decision within 5-7 business days. Certification training is currently grant-funded and free for accepted applicants; the terms of paid coaching work are agreed separately in writing.',
    ],
  },
  {
    kind: 'prose',
    id: 'contests',
    title: 'Contests and innovation challenges',
    paragraphs: [
      'Each contest has its own official rules, published by its organizer, which take precedence over this section where they differ. In general:',
    ],
  },
  {
    kind: 'list',
    id: 'contests-list',
    items: [
      'Entries may come from individuals or teams. Each contest sets its own team size; for example, a challenge may allow teams of up to 5 people. One person is named as the team’s contact.',
      'Deadlines are stated in Mountain Time (MT). Entries received after a deadline may not be accepted.',
      'Entries must be your own or your team’s original work. You must disclose the AI tools you used and use them ethically and lawfully.',
      'Public voting allows one verified vote per person, per e-mail address and per IP address. Votes that break this rule are removed.',
      'Judges score entries against the published rubric. Judging decisions are final, subject to the appeal process below.',
      'You keep ownership of your entry. You allow us to display your entry’s name, summary, images and demo video to promote the contest and the showcase.',
      'We may disqualify entries that break the rules or these terms.',
    ],
  },
  {
    kind: 'prose',
    id: 'appeals',
    title: 'Appeals',
    paragraphs: [
      'If you believe a contest decision about your entry (eligibility, disqualification or scoring) was made in error, you may appeal in writing within 5 business days after the decision is announced. E-mail us with your name, the contest, the decision and the reasons for your appeal. A reviewer who was not involved in the original decision will consider it, and we will tell you the outcome in writing.',
    ],
  },
  {
    kind: 'prose',
    id: 'young-people',
    title: 'Participants under 18',
    paragraphs: [
      'Anyone under 18 needs the consent of a parent or legal guardian to submit a form, enter a contest or register for an event. We may ask for written proof of that consent and may remove an entry or registration without it. Teachers and schools entering students are responsible for collecting consent under their own policies.',
    ],
  },
  {
    kind: 'prose',
    id: 'events',
    title: 'Events',
    paragraphs: [
      'Statewide events such as Idaho AI Week, the State AI Expo and AI Education Week may be organized with partners and may have their own registration terms. Dates, venues and programs can change; the event’s own website has the latest information.',
    ],
  },
  {
    kind: 'prose',
    id: 'content',
    title: 'Our content and links',
    paragraphs: [
      'The text, graphics and training materials on this site belong to Idaho AI Alliance or its partners. You may share links to our pages and quote them with attribution; please ask before reusing our materials in other ways.',
      'Links to other websites open in a new tab. We are not responsible for the content or practices of websites we do not run.',
    ],
  },
  {
    kind: 'prose',
    id: 'review-area',
    title: 'Review area',
    paragraphs: [
      'The sign-in and review area is for our authorized staff only. Creating an account does not grant access to submissions; access requires the administrator role that we assign. Reviewers must keep applicants’ information confidential and use it only for reviewing and responding.',
    ],
  },
  {
    kind: 'prose',
    id: 'disclaimers',
    title: 'Disclaimers and limitation of liability',
    paragraphs: [
      'We work to keep the site accurate and available, but we provide it “as is” and cannot promise that it will always be error-free or uninterrupted. Program descriptions, pay ranges and goals describe our plans and are not guarantees of results, funding or employment. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site.',
    ],
  },
  {
    kind: 'prose',
    id: 'law',
    title: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the State of Idaho. If any part of these terms is found unenforceable, the rest remains in effect.',
    ],
  },
  {
    kind: 'prose',
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'We may update these terms. The new version will be posted here with a new effective date and applies from that date.',
    ],
  },
  {
    kind: 'prose',
    id: 'contact-us',
    title: 'Contact us',
    paragraphs: [
      'Questions about these terms, or an appeal: e-mail {email} or call {phone}. Our office hours are Monday to Friday, 8 AM to 5 PM Mountain Time; we are closed weekends.',
    ],
  },
] satisfies PageBlock[]
