import { contactLinks, paths } from '@/config/paths'
import type { CtaBlock, HeroBlock, TextBlock } from '@/content/pages/page-blocks'
import type { Link } from '@/content/schema'

export const aboutPage = {
  hero: {
    title: 'About the Idaho AI Alliance',
    lead: 'A statewide initiative, run by a public-benefit corporation, that helps Idaho’s educators, students, employers and communities learn to use AI well.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'See the model', href: paths.seeTheModel },
    ],
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      'AI tools arrived in Idaho’s classrooms and workplaces faster than anyone could train for them. Teachers were asked about AI by their students; employers saw competitors adopt it; and most people had no one nearby to learn from.',
      'The Idaho AI Alliance started with a simple idea: train trusted local people as AI Coaches, give them a clear set of pathways to teach, and connect the learning to contests and events that let Idahoans show what they can build.',
    ],
  },
  purpose: {
    title: 'Purpose',
    paragraphs: [
      'To make sure that the changes AI brings to work and learning benefit people in every part of Idaho, not only those with access to large employers or universities.',
    ],
  },
  mission: {
    title: 'Mission',
    paragraphs: [
      'We provide practical AI training and certification, run innovation contests, host statewide events and measure the results, so that Idaho’s workforce is ready for the jobs that AI is reshaping.',
    ],
  },
  why: {
    title: 'Why It Matters',
    intro:
      'The gap between how fast AI is changing work and how many people are trained for it is wide.',
  },
  approach: {
    title: 'Approach',
    intro: 'Every participant and partner organization follows the same four steps.',
    caption: 'The four steps of the Alliance approach',
    columns: ['Step', 'What happens'],
  },
  programs: {
    title: 'Programs',
    intro: 'Our work is organized in four program areas.',
    more: { label: 'Programs overview', href: paths.programs } satisfies Link,
  },
  partners: {
    title: 'Partners',
    intro:
      'State agencies, regional employers, schools and colleges, and community groups make the work possible. Partners choose one of four tiers.',
    more: { label: 'Partnership benefits', href: paths.partners } satisfies Link,
  },
  goals: {
    title: 'Goals for 2026',
    intro: 'Progress is shown at 0% until the first measured results are published.',
    pilotTitle: 'Pilot goals for 2025-26',
    pilotIntro:
      'Our pilot year has its own, smaller set of targets. The two sets count different things: the 2026 goals count all certified trainers deployed (50+), the pilot goals count AI coaches certified during the pilot (15).',
  },
  promise: {
    title: 'Promise',
    paragraphs: [
      'We will teach AI honestly, including its limits and risks. We will keep training practical and close to home. And we will publish what our programs achieve against the goals we set, including where we fall short.',
    ],
  },
  vision: {
    title: 'Vision',
    paragraphs: [
      'An Idaho where every worker, student and small business can use AI with confidence, and a model that other states can adopt: state chapters in 2026-27, more than ten states by 2028, and a global network in 2029-30.',
    ],
    more: { label: 'The national expansion plan', href: paths.expansion } satisfies Link,
  },
  cta: {
    title: 'Work with us',
    text: 'Join the Alliance, bring training to your organization or support the work as a partner.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Become a partner', href: contactLinks.partner },
      { label: 'Contact Us', href: paths.contact },
    ],
  },
} satisfies {
  hero: HeroBlock
  story: TextBlock
  purpose: TextBlock
  mission: TextBlock
  promise: TextBlock
  vision: TextBlock
  cta: CtaBlock
  [key: string]: unknown
}
