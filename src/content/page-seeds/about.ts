import { contactLinks, paths } from '@/config/paths'
import { blueprint } from '@/content/blueprint'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /about's structure and words, written once: the database's first version of the page and what
 * the page shows while nothing is published. The approach table's rows are the blueprint's steps;
 * the claims, program areas, partner tiers and goals stay with their records.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'About the Idaho AI Alliance',
    lead: 'A statewide initiative, run by a public-benefit corporation, that helps Idaho’s educators, students, employers and communities learn to use AI well.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'See the model', href: paths.seeTheModel },
    ],
  },
  {
    kind: 'prose',
    id: 'story',
    title: 'Our Story',
    paragraphs: [
      'AI tools arrived in Idaho’s classrooms and workplaces faster than anyone could train for them. Teachers were asked about AI by their students; employers saw competitors adopt it; and most people had no one nearby to learn from.',
      'The Idaho AI Alliance started with a simple idea: train trusted local people as AI Coaches, give them a clear set of pathways to teach, and connect the learning to contests and events that let Idahoans show what they can build.',
    ],
  },
  {
    kind: 'prose',
    id: 'purpose',
    title: 'Purpose',
    paragraphs: [
      'To make sure that the changes AI brings to work and learning benefit people in every part of Idaho, not only those with access to large employers or universities.',
    ],
  },
  {
    kind: 'prose',
    id: 'mission',
    title: 'Mission',
    paragraphs: [
      'We provide practical AI training and certification, run innovation contests, host statewide events and measure the results, so that Idaho’s workforce is ready for the jobs that AI is reshaping.',
    ],
  },
  {
    kind: 'prose',
    id: 'why-it-matters',
    title: 'Why It Matters',
    paragraphs: [
      'The gap between how fast AI is changing work and how many people are trained for it is wide.',
    ],
  },
  {
    kind: 'table',
    id: 'approach',
    title: 'Approach',
    intro: 'Every participant and partner organization follows the same four steps.',
    caption: 'The four steps of the Alliance approach',
    columns: ['Step', 'What happens'],
    rows: blueprint.map((step, index) => [`${index + 1}. ${step.title}`, step.description]),
  },
  {
    kind: 'prose',
    id: 'programs',
    title: 'Programs',
    paragraphs: ['Our work is organized in four program areas.'],
    more: { label: 'Programs overview', href: paths.programs },
  },
  {
    kind: 'prose',
    id: 'partners',
    title: 'Partners',
    paragraphs: [
      'State agencies, regional employers, schools and colleges, and community groups make the work possible. Partners choose one of four tiers.',
    ],
    more: { label: 'Partnership benefits', href: paths.partners },
  },
  {
    kind: 'prose',
    id: 'goals',
    title: 'Goals for 2026',
    paragraphs: ['Progress is shown at 0% until the first measured results are published.'],
  },
  {
    kind: 'prose',
    id: 'pilot-goals',
    title: 'Pilot goals for 2025-26',
    paragraphs: [
      'Our pilot year has its own, smaller set of targets. The two sets count different things: the 2026 goals count all certified trainers deployed (50+), the pilot goals count AI coaches certified during the pilot (15).',
    ],
  },
  {
    kind: 'prose',
    id: 'promise',
    title: 'Promise',
    paragraphs: [
      'We will teach AI honestly, including its limits and risks. We will keep training practical and close to home. And we will publish what our programs achieve against the goals we set, including where we fall short.',
    ],
  },
  {
    kind: 'prose',
    id: 'vision',
    title: 'Vision',
    paragraphs: [
      'An Idaho where every worker, student and small business can use AI with confidence, and a model that other states can adopt: state chapters in 2026-27, more than ten states by 2028, and a global network in 2029-30.',
    ],
    more: { label: 'The national expansion plan', href: paths.expansion },
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Work with us',
    text: 'Join the Alliance, bring training to your organization or support the work as a partner.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Become a partner', href: contactLinks.partner },
      { label: 'Contact Us', href: paths.contact },
    ],
  },
] satisfies PageBlock[]
