import { contactLinks, paths } from '@/config/paths'
import { fundingSources } from '@/content/compensation'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /ai-coaches' structure and words, written once: the database's first version of the page and
 * what the page shows while nothing is published. The funding sources are the compensation record's;
 * the three programs' cards are the pathways' records (pathways.ts), so only that section's heading
 * and intro are copy. The cards' icons and which pathways are shown are design
 * (`pages/ai-coaches.ts`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'On-site training',
    title: 'AI Coaches for Your School, Campus or Business',
    lead: 'Certified Idaho AI Coaches come to you and train your people where they work and learn. Sessions are hands-on, plain-language and built around the tasks your team does every day.',
    actions: [
      { label: 'Request Training', href: contactLinks.subject('request-training') },
      { label: 'See the training pathways', href: paths.trainingPrograms },
    ],
  },
  {
    kind: 'cards',
    id: 'who-we-train',
    title: 'Who we train',
    intro:
      'Our coaches work with any Idaho organization that wants its people to use AI well, safely and with confidence.',
    cards: [
      {
        title: 'Schools',
        text: 'K-12 teachers, staff and administrators: using AI to plan lessons, save time on paperwork and teach students to use AI responsibly.',
      },
      {
        title: 'Universities',
        text: 'Faculty, staff and students at colleges and universities: AI for teaching, research support, advising and career readiness.',
      },
      {
        title: 'Chambers of commerce',
        text: 'Member workshops that help local employers and small businesses take their first practical steps with AI.',
      },
      {
        title: 'Businesses',
        text: 'Teams in any industry: AI for customer service, writing, analysis and daily productivity, using the tools you already have.',
      },
    ],
  },
  {
    kind: 'prose',
    id: 'programs',
    title: 'Three programs to choose from',
    paragraphs: [
      'Every on-site engagement uses one or more of our three core training programs. Start with the first and build from there, or choose the level that fits your group.',
    ],
  },
  {
    kind: 'cards',
    id: 'formats',
    title: 'Training formats',
    intro: 'We fit the training to your calendar, not the other way round.',
    cards: [
      {
        title: 'Half-day or full-day',
        text: 'A focused workshop for a staff development day, a team meeting or a chamber member event.',
      },
      {
        title: '1-2 days',
        text: 'Deeper, hands-on training where participants leave with work they have built with AI for their own jobs.',
      },
      {
        title: 'Multi-day bootcamp',
        text: 'An intensive program for teams that want to build AI tools and workflows, with coaching between sessions.',
      },
    ],
  },
  {
    kind: 'steps',
    id: 'how-it-works',
    title: 'How it works',
    intro: 'From the first call to the first training day typically takes 2-4 weeks.',
    items: [
      {
        title: 'Discovery call',
        description:
          'A 15-30 minute call about your people, your goals and the tools you use. There is no cost and no commitment.',
      },
      {
        title: 'Training plan',
        description:
          'We recommend a program and a format, match you with a certified AI Coach and confirm the price and any funding.',
      },
      {
        title: 'On-site training',
        description:
          'Your coach delivers the training at your location, using examples from your own work.',
      },
      {
        title: 'Follow-up',
        description:
          'Participants get materials to keep practicing, and you get a short report on attendance and progress.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'funding',
    title: 'Paying for training',
    intro:
      'Cost should not stop an Idaho organization from getting trained. We help you find the right mix of funding from these sources:',
    items: [...fundingSources],
    note: 'Ask about funding on your discovery call; we will tell you which sources your organization may qualify for.',
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Bring an AI Coach to your organization',
    text: 'Tell us who you want to train and when. We reply within 1-2 business days to set up your discovery call.',
    actions: [
      { label: 'Request Training', href: contactLinks.subject('request-training') },
      {
        label: 'Ask a question about on-site training',
        href: contactLinks.subject('request-training'),
      },
    ],
  },
] satisfies PageBlock[]
