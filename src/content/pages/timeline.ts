import { paths } from '@/config/paths'
import { keyPhases, longDate, monthAndYear, shortDate, timeOfDay } from '@/content/date-copy'
import type { CtaBlock, HeroBlock } from '@/content/pages/page-blocks'
import { publishedContent } from '@/content/published'
import type { TimelinePhase } from '@/content/schema'

/** The hero's words after the sentence that quotes the dates (page copy: an editor may change them). */
export const timelineLeadAfterDates = 'Here is every date and rule.'

/** The sentences that quote the cycle's dates, written from its phases (the one record). */
export function timelineDateCopy(phases: readonly TimelinePhase[]) {
  const { opens, deadline, showcase } = keyPhases(phases)
  const span =
    opens && showcase
      ? `The innovation challenge runs from early access in ${monthAndYear(opens.startsAt)} to the showcase at the Idaho State Capitol on ${longDate(showcase.startsAt)}.`
      : 'The innovation challenge runs in phases, from early access to the showcase at the Idaho State Capitol.'
  return {
    span,
    lead: `${span} ${timelineLeadAfterDates}`,
    deadlineNote: deadline
      ? `A late or incomplete submission cannot be judged, so submit well before ${timeOfDay(deadline.endsAt)} on ${shortDate(deadline.endsAt)}.`
      : 'A late or incomplete submission cannot be judged, so submit well before the deadline.',
  }
}

// The cycle shown is the first the initiative lists in the desk (the current one).
export const dateCopy = timelineDateCopy(publishedContent.timeline[0]?.phases ?? [])

export const timelinePage = {
  hero: {
    title: 'Timeline & Deadlines',
    lead: dateCopy.lead,
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'About the Alliance', href: paths.about },
    ],
  },
  table: {
    title: 'The six phases',
    caption: 'Innovation challenge phases, dates and rules (Mountain Time)',
    columns: ['Phase', 'Dates', 'What happens and the rules'],
    /** Each phase's state by the visitor's clock (src/components/ui/timed.tsx). */
    status: { upcoming: 'Upcoming', now: 'Happening now', past: 'Done' },
  },
  notes: {
    title: 'Good to know',
    items: [
      'Dates and times are final unless we announce a change on this page.',
      'Check-ins during the Create phase are optional; teams may build on their own schedule.',
      dateCopy.deadlineNote,
    ],
  },
  cta: {
    title: 'Ready to take part?',
    text: 'Choose the competition that fits you, or learn more about the Alliance first.',
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'About the Alliance', href: paths.about },
    ],
  },
} satisfies { hero: HeroBlock; cta: CtaBlock; [key: string]: unknown }
