import { contactLinks, paths } from '@/config/paths'
import { audiences } from '@/content/audiences'
import { claimsSeedBlock } from '@/content/claims'
import type { PageBlock } from '@/content/page-copy-schema'
import { programTable } from '@/content/program-table'

/**
 * /'s structure and words, written once: the database's first version of the page and what the
 * page shows while nothing is published. What follows the records stays with them: the banner,
 * the sponsor button and the events section (the events, `homeCallouts`), the partner tiers and
 * the goals. The claims are written here (`claim-figures`, read by /about too); the pillars, the
 * blueprint's steps and the competitions are written on the pages that own them
 * (src/content/shared-blocks.ts) and read here through use-shared-lists.ts; the program table's
 * rows and the audiences' cards are their records'.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'A statewide AI workforce initiative',
    title: 'Preparing Idaho’s workforce for AI',
    lead: 'The Idaho AI Alliance brings schools, colleges, employers, chambers and communities together to learn AI, build with it and measure the results, in every region of the state.',
    // A third button follows the next event (`homeCallouts.sponsor`): the route adds it.
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Access Training', href: paths.trainingPrograms },
    ],
  },
  {
    kind: 'prose',
    id: 'mission',
    title: 'Our mission',
    paragraphs: [
      'We make practical AI skills available to every Idahoan who wants them: teachers and students, workers and business owners, in cities and in rural towns.',
      'The Alliance is run by a public-benefit corporation. We train certified AI Coaches who teach in their own communities, run contests that turn learning into real projects, and report openly on what the work achieves.',
    ],
  },
  { kind: 'prose', id: 'why-this-matters', title: 'Why this matters now', paragraphs: [] },
  claimsSeedBlock(),
  {
    kind: 'prose',
    id: 'pillars',
    title: 'Four pillars',
    paragraphs: ['Everything the Alliance does fits one of four pillars.'],
  },
  {
    kind: 'prose',
    id: 'blueprint',
    title: 'The blueprint: four steps',
    paragraphs: ['Organizations and individuals move through the same four steps.'],
  },
  {
    kind: 'table',
    id: 'programs-at-a-glance',
    title: 'Programs at a glance',
    intro: 'Who each program serves and what participants leave with.',
    caption: 'Alliance programs by audience and outcome',
    columns: ['Program', 'Audience', 'Outcome'],
    rows: programTable.map((row) => [row.program, row.audience, row.outcome]),
  },
  {
    kind: 'cards',
    id: 'become-an-ai-coach',
    title: 'Become an AI Coach',
    cards: [
      {
        title: 'Teach AI in your community',
        text: 'Experienced educators and professionals can become certified AI Coaches and lead Alliance training in schools, colleges, chambers and businesses near them. Certification training is currently grant-funded and free for accepted applicants.',
        link: { label: 'Apply to Train', href: paths.aiCoachApplication },
      },
    ],
  },
  {
    kind: 'prose',
    id: 'contests',
    title: 'Contests and innovation challenges',
    paragraphs: [
      'Four competitions, one for each stage of learning and work. Each links to its own site.',
    ],
    more: { label: 'Compare the competitions', href: paths.joinCompetition },
  },
  {
    kind: 'cta',
    id: 'partners',
    title: 'Partner with the Alliance',
    text: 'Partners fund training, host events and bring challenges for students to solve. There are four tiers.',
    actions: [
      { label: 'Become a partner', href: contactLinks.partner },
      { label: 'Partnership benefits and grant matching', href: paths.partners },
    ],
  },
  {
    kind: 'prose',
    id: 'goals',
    title: 'Our goals for 2026',
    paragraphs: ['Progress is shown at 0% until the first measured results are published.'],
  },
  {
    kind: 'cards',
    id: 'where-to-start',
    title: 'Where to start',
    intro: 'Pick the description that fits you best.',
    cards: audiences.map(({ title, description, link }) => ({ title, text: description, link })),
  },
  {
    kind: 'cta',
    id: 'closing',
    title: 'Be part of Idaho’s AI workforce',
    text: 'Join the Alliance to hear about training, contests and events in your region, or talk to us about bringing AI training to your organization.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Contact Us', href: paths.contact },
    ],
  },
] satisfies PageBlock[]
