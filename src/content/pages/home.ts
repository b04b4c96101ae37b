import { GraduationCap } from 'lucide-react'
import { contactLinks, paths } from '@/config/paths'
import { events } from '@/content/events'
import type { CardBlock, CtaBlock, HeroBlock, TextBlock } from '@/content/pages/page-blocks'
import type { Link } from '@/content/schema'

function findIdahoAiWeek() {
  const event = events.find((e) => e.slug === 'idaho-ai-week')
  // Fail the build rather than render a home page without its banner.
  if (!event) throw new Error('events.ts has no idaho-ai-week record')
  return event
}
const idahoAiWeek = findIdahoAiWeek()

export const homePage = {
  banner: {
    text: `${idahoAiWeek.name}: ${idahoAiWeek.dates}, Boise`,
    /** While the week runs; after it the banner is gone. */
    nowText: `${idahoAiWeek.name} is happening now in Boise: ${idahoAiWeek.dates}`,
    span: { startsAt: idahoAiWeek.startsAt, endsAt: idahoAiWeek.endsAt },
    link: { label: 'See the statewide events', href: paths.events },
  },
  hero: {
    eyebrow: 'A statewide AI workforce initiative',
    title: 'Preparing Idaho’s workforce for AI',
    lead: 'The Idaho AI Alliance brings schools, colleges, employers, chambers and communities together to learn AI, build with it and measure the results, in every region of the state.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Access Training', href: paths.trainingPrograms },
      { label: 'Sponsor Idaho AI Week', href: contactLinks.partner },
    ],
  },
  mission: {
    title: 'Our mission',
    paragraphs: [
      'We make practical AI skills available to every Idahoan who wants them: teachers and students, workers and business owners, in cities and in rural towns.',
      'The Alliance is run by a public-benefit corporation. We train certified AI Coaches who teach in their own communities, run contests that turn learning into real projects, and report openly on what the work achieves.',
    ],
  },
  claimsTitle: 'Why this matters now',
  pillars: {
    title: 'Four pillars',
    intro: 'Everything the Alliance does fits one of four pillars.',
  },
  blueprint: {
    title: 'The blueprint: four steps',
    intro: 'Organizations and individuals move through the same four steps.',
  },
  programTable: {
    title: 'Programs at a glance',
    intro: 'Who each program serves and what participants leave with.',
    caption: 'Alliance programs by audience and outcome',
    columns: ['Program', 'Audience', 'Outcome'],
  },
  teachSectionTitle: 'Become an AI Coach',
  teach: {
    title: 'Teach AI in your community',
    text: 'Experienced educators and professionals can become certified AI Coaches and lead Alliance training in schools, colleges, chambers and businesses near them. Certification training is currently grant-funded and free for accepted applicants.',
    icon: GraduationCap,
    link: { label: 'Apply to Train', href: paths.aiCoachApplication },
  } satisfies CardBlock,
  aiWeek: {
    title: `${idahoAiWeek.name}, ${idahoAiWeek.dates}`,
    paragraphs: [idahoAiWeek.description],
    schedule: {
      label: `${idahoAiWeek.name} schedule`,
      href: idahoAiWeek.url,
      external: true,
    } satisfies Link,
    more: { label: 'All statewide events', href: paths.events } satisfies Link,
    highlights: idahoAiWeek.highlights,
  },
  contests: {
    title: 'Contests and innovation challenges',
    intro:
      'Four competitions, one for each stage of learning and work. Each links to its own site.',
    more: { label: 'Compare the competitions', href: paths.joinCompetition } satisfies Link,
  },
  partners: {
    title: 'Partner with the Alliance',
    intro:
      'Partners fund training, host events and bring challenges for students to solve. There are four tiers.',
    action: { label: 'Become a partner', href: contactLinks.partner } satisfies Link,
    more: { label: 'Partnership benefits and grant matching', href: paths.partners } satisfies Link,
  },
  goals: {
    title: 'Our goals for 2026',
    intro: 'Progress is shown at 0% until the first measured results are published.',
  },
  audiences: {
    title: 'Where to start',
    intro: 'Pick the description that fits you best.',
  },
  closing: {
    title: 'Be part of Idaho’s AI workforce',
    text: 'Join the Alliance to hear about training, contests and events in your region, or talk to us about bringing AI training to your organization.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Contact Us', href: paths.contact },
    ],
  },
} satisfies {
  banner: {
    text: string
    nowText: string
    span: { startsAt?: string; endsAt?: string }
    link: Link
  }
  hero: HeroBlock
  mission: TextBlock
  closing: CtaBlock
  [key: string]: unknown
}
