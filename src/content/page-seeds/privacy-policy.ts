import type { PageBlock } from '@/content/page-copy-schema'
import { retentionMonths } from '@/content/retention-periods'

/**
 * /privacy-policy's structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. The data listed matches the three forms and
 * the admin area (spec §3). A legal page is read by `LegalPage`
 * (src/components/sections/legal-page.tsx): the hero, the effective date (a prose block titled with
 * the label, the date its one paragraph), then each section as a prose block (its id the section's
 * anchor) and, when the section has a list, an untitled list block right after it. `{email}` and
 * `{phone}` stand for the contact record's values, which the page fills in. The retention periods
 * are the record the retention job deletes by.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'Privacy Policy',
    lead: 'How Idaho AI Alliance collects, uses, stores and protects the information you give us on this website.',
  },
  {
    kind: 'prose',
    id: 'effective-date',
    title: 'Effective date',
    paragraphs: ['October 7, 2025'],
  },
  {
    kind: 'prose',
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      'This website is run by Idaho AI Alliance, a public-benefit corporation (“Idaho AI Alliance”, “we”, “us”). As a public-benefit corporation, our purpose is to prepare Idaho’s workforce for artificial intelligence through training, contests, statewide events and impact measurement. We are responsible for the personal information described in this policy.',
    ],
  },
  {
    kind: 'prose',
    id: 'information-we-collect',
    title: 'Information we collect',
    paragraphs: [
      'We collect what you type into our forms, what is needed to run the reviewers’ sign-in, and the visit counts and hosting log described under “How we count visits”. We do not use advertising or analytics cookies, and we do not track you across other websites.',
      'AI Coach application: first and last name, e-mail address, phone number, city, region of Idaho, current occupation, availability, technical comfort level, whether you have teaching experience, why you want to become an AI Coach, your relevant experience, and your agreement to the terms.',
      'Contact form: first and last name, e-mail address, phone number, organization type, organization name, the subject you choose and your message.',
      'Alliance registration: first and last name, e-mail address, phone number (optional), organization, organization type, title or role, the areas that interest you (training, contests, events, sponsorship, becoming a trainer) and your message.',
      'E-mail updates: if you sign up for them, your e-mail address, the topics you choose, and your name and region of Idaho if you give them; and, each time you ask for, confirm, change, pause or stop them, when it happened, on which page, and the words you were shown. Nothing else about you is kept with it. Nothing is sent until you confirm with the link we e-mail you, and a sign-up nobody confirms is deleted after a week. Our updates carry no open or click tracking: no tracking image, and every link goes straight to our pages.',
      'Reviewer accounts: staff who review submissions sign in with an e-mail address and password; the sign-up form also asks for their first and last name. Passwords are stored only in hashed form by our authentication service.',
    ],
  },
  {
    kind: 'prose',
    id: 'visit-counts',
    title: 'How we count visits',
    paragraphs: [
      'To know how many people our pages reach, we count visits without cookies and without storing anything in your browser. After a page has loaded, your browser tells us: the address of the page on our site, the website you came from (its domain only, such as google.com, never the page or search words), the campaign names in the link you followed (utm_source, utm_medium and utm_campaign, for example from a flyer’s QR code or a newsletter), and whether your screen is phone-sized or larger.',
      'We add these to daily totals per page; we keep no record of each visit. To count how many different people visited on a day, our database combines your network address, your browser’s name and version and our site’s address with a random value that changes every day, and our database keeps only the scrambled result for that day, never the address or the browser name. The day’s random value and every scrambled result are deleted when the day is over, so our visit counts cannot recognise a visitor from one day to the next or across websites. The same scrambled form of your network address limits how many visits one network can add in an hour.',
      'Our hosting provider, Supabase, separately keeps a technical log of every request our pages make to our database (each visit count, form submission and status lookup): it records the network address the request came from, the browser’s name and version, the page it was sent from, and the country and city that address points to. Supabase deletes this log after a period set by our hosting plan: 1 day on its Free plan, 7 days on Pro, 28 days on Team. Our administrators can read it in Supabase’s dashboard while it is kept; we use it only to run the site and protect it from abuse.',
      'We count nothing when your browser sends Global Privacy Control or Do Not Track, for automated browsers and known bots, and for our own staff while they are signed in to the review area. Only our administrators and reviewers can see the totals.',
    ],
  },
  {
    kind: 'prose',
    id: 'how-we-use-information',
    title: 'How we use your information',
    paragraphs: ['We use the information you send us only to:'],
  },
  {
    kind: 'list',
    id: 'how-we-use-information-list',
    items: [
      'review AI Coach applications, arrange interviews, and carry out reference and background checks for applicants who reach that stage;',
      'answer your questions and requests and follow up on partnership, training and event enquiries;',
      'follow up with organizations that register with the Alliance about the areas they chose;',
      'send our staff an e-mail notification when a form is submitted, so that someone responds promptly;',
      'protect the forms from abuse, for example by limiting how many submissions one e-mail address can make in an hour;',
      'send you one confirmation e-mail with your reference, what happens next and a link to our status page (if you send the same form again within the hour, one e-mail names both references); it repeats only your first name, shortened and without anything that looks like a link, never your other answers;',
      'protect people from being sent e-mail they did not ask for, by limiting how many confirmation and status e-mails one mailbox and one network can be sent in an hour and a day; to count them we keep, for a day, a scrambled form of the mailbox and of the network address (never either in readable form);',
      'show the stage your submission has reached on our status page to whoever enters its reference together with the e-mail address it was sent from; the page shows the stage, its date, what happens next and, once a reply you e-mailed us has reached your submission, how many arrived and when the latest did, nothing else. Lookups that do not match are counted for an hour, by a scrambled form of the network address and of the reference (never either in readable form), to stop guessing, and forgotten after a day;',
      'report on our programs in aggregate form (numbers, never names) to partners and funders.',
    ],
  },
  {
    kind: 'prose',
    id: 'where-information-is-stored',
    title: 'Where your information is stored and who can see it',
    paragraphs: [
      'Form submissions are stored in a database hosted by our service provider Supabase. Access is restricted by database rules: visitors can send a submission but cannot read any, and only signed-in staff who hold the administrator role can view submissions and update their status.',
      'When a form is submitted, a notification e-mail containing the submitted details is sent to our staff through an e-mail delivery service.',
      'Our service providers process information only on our instructions and for these purposes. We do not sell, rent or trade your personal information, and we do not share it with sponsors or partners without your permission.',
    ],
  },
  {
    kind: 'prose',
    id: 'your-browser',
    title: 'Information kept in your browser',
    paragraphs: [
      'While you fill in a form, the site may keep an unsent draft in your browser’s session storage so that you do not lose your work if the page reloads. It is cleared when you submit the form or close the tab, and it is never sent to us until you submit.',
      'Staff who sign in to the review area have a session token kept in their browser’s local storage so that they stay signed in. It is removed when they log out.',
      'Counting visits keeps nothing in your browser: no cookie, and nothing in local or session storage.',
    ],
  },
  {
    kind: 'prose',
    id: 'retention',
    title: 'How long we keep information',
    paragraphs: ['We keep personal information only as long as we need it:'],
  },
  {
    kind: 'list',
    id: 'retention-list',
    items: [
      `AI Coach applications that are not accepted: ${retentionMonths.coach_application_not_accepted} months after our decision, so that we can consider you for later training groups; you can ask us to delete yours sooner.`,
      'Applications of accepted AI Coaches: for as long as you coach with us and 3 years afterwards, for program and grant records.',
      `Contact messages: ${retentionMonths.contact_submission} months after our last reply.`,
      `Alliance registrations: until you ask us to remove your organization, or ${retentionMonths.alliance_registration} months after our last contact.`,
      'Reviewer accounts: until the person no longer reviews submissions for us.',
    ],
  },
  {
    kind: 'prose',
    id: 'your-rights',
    title: 'Your choices and rights',
    paragraphs: [
      'You can ask us to tell you what information we hold about you, to correct it, to delete it, or to stop contacting you. Send your request by e-mail or phone (see “Contact us” below). We may ask you to confirm your identity before acting on a request, and we will answer within 30 days.',
      'If you want to withdraw an AI Coach application, tell us and we will stop reviewing it and delete it, except for any record we must keep by law.',
    ],
  },
  {
    kind: 'prose',
    id: 'children',
    title: 'Young people',
    paragraphs: [
      'Some of our contests are open to K-12 students. Anyone under 18 needs the consent of a parent or legal guardian before submitting a form, entering a contest or registering for an event. The AI Coach application is for adults only. If you believe a young person has sent us information without that consent, contact us and we will delete it.',
    ],
  },
  {
    kind: 'prose',
    id: 'security',
    title: 'Security',
    paragraphs: [
      'The site is served only over encrypted connections (HTTPS), the database refuses requests that are not allowed by its access rules, and staff accounts are protected by passwords. No system is perfectly secure; if we learn of a breach that affects your information, we will notify you as the law requires.',
    ],
  },
  {
    kind: 'prose',
    id: 'other-websites',
    title: 'Other websites',
    paragraphs: [
      'Our pages link to event and contest websites run by others. Those links open in a new tab, and those websites have their own privacy policies.',
    ],
  },
  {
    kind: 'prose',
    id: 'changes',
    title: 'Changes to this policy',
    paragraphs: [
      'If we change this policy, we will post the new version here with a new effective date. If a change affects how we use information you have already sent us, we will tell you by e-mail before it takes effect.',
    ],
  },
  {
    kind: 'prose',
    id: 'contact-us',
    title: 'Contact us',
    paragraphs: [
      'For privacy questions or requests, e-mail {email} or call {phone}. Our office hours are Monday to Friday, 8 AM to 5 PM Mountain Time; we are closed weekends, and messages received then are answered on the next business day.',
    ],
  },
] satisfies PageBlock[]
