import { GraduationCap } from 'lucide-react'
import { contactLinks, paths } from '@/config/paths'
import { nextEvent, sponsorCall } from '@/content/event-schedule'
import type { CardBlock, CtaBlock, HeroBlock, TextBlock } from '@/content/pages/page-blocks'
import { contentBuiltAt, publishedContent } from '@/content/published'
import type { Link } from '@/content/schema'
import type { SiteContent } from '@/content/site-content-schema'

/**
 * The banner, the sponsor call to action and the events section follow the next event that has
 * not ended at `nowMs`; with none ahead the page says so rather than advertising a past week.
 */
export function eventCallouts(content: Pick<SiteContent, 'events' | 'banner'>, nowMs: number) {
  const upcoming = nextEvent(content.events, nowMs)
  const customBanner = content.banner.text
  // The page shows the Week's dates itself, so its sponsor call leads straight to the partner form.
  const sponsor = sponsorCall(content.events, nowMs, contactLinks.partner) satisfies Link
  if (!upcoming) {
    return {
      banner: undefined,
      sponsor,
      aiWeek: {
        title: 'Statewide events',
        paragraphs: [
          'No statewide event is scheduled yet. The dates of the next one will be announced here; past events are on the events page.',
        ],
        schedule: undefined as Link | undefined,
        more: { label: 'See past events', href: paths.events } satisfies Link,
        highlights: [] as string[],
      },
    }
  }
  return {
    banner: {
      text: customBanner || `${upcoming.name}: ${upcoming.dates}, ${upcoming.location}`,
      /** While the event runs; after it the banner is gone. */
      nowText:
        customBanner ||
        `${upcoming.name} is happening now in ${upcoming.location}: ${upcoming.dates}`,
      span: { startsAt: upcoming.startsAt, endsAt: upcoming.endsAt },
      link: { label: 'See the statewide events', href: paths.events } satisfies Link,
    },
    sponsor,
    aiWeek: {
      title: `${upcoming.name}, ${upcoming.dates}`,
      paragraphs: [upcoming.description],
      schedule: (upcoming.url
        ? { label: `${upcoming.name} schedule`, href: upcoming.url, external: true }
        : undefined) as Link | undefined,
      more: { label: 'All statewide events', href: paths.events } satisfies Link,
      highlights: upcoming.highlights,
    },
  }
}

const callouts = eventCallouts(publishedContent, contentBuiltAt)

export const homePage = {
  banner: callouts.banner,
  hero: {
    eyebrow: 'A statewide AI workforce initiative',
    title: 'Preparing Idaho’s workforce for AI',
    lead: 'The Idaho AI Alliance brings schools, colleges, employers, chambers and communities together to learn AI, build with it and measure the results, in every region of the state.',
    actions: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Access Training', href: paths.trainingPrograms },
      callouts.sponsor,
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
  aiWeek: callouts.aiWeek,
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
  banner?: {
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
