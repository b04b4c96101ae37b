import type { TimelinePhase } from '@/content/schema'

/**
 * The challenge timeline (spec §2, Timeline page). All times are Mountain Time (MT), the time
 * zone of Boise (MST -07:00 until Mar 8, 2026, then MDT -06:00: the offsets in `startsAt`/`endsAt`).
 * The timeline page renders this as a table; other pages may quote single phases.
 */
export const timeZoneNote = 'All times are Mountain Time (MT).'

export const timelinePhases = [
  {
    phase: 'Enroll',
    dates: 'Nov 10, 2025 – Jan 8, 2026',
    startsAt: '2025-11-10T09:00:00-07:00',
    endsAt: '2026-01-08T23:59:59-07:00',
    details: [
      'Early access opens Nov 10, 2025 at 9:00 AM MT.',
      'Standard registration and the participant portal launch on Jan 8, 2026.',
    ],
  },
  {
    phase: 'Create',
    dates: 'Nov 10, 2025 – Mar 17, 2026',
    startsAt: '2025-11-10T00:00:00-07:00',
    endsAt: '2026-03-17T23:59:59-06:00',
    details: ['Teams build their projects.', 'Optional check-ins every Friday at 3:00 PM MT.'],
  },
  {
    phase: 'Deadline',
    dates: 'Mar 18, 2026, 11:59 PM MT',
    startsAt: '2026-03-18T00:00:00-06:00',
    endsAt: '2026-03-18T23:59:00-06:00',
    details: [
      'A submission must include: a prototype or demo; an abstract of 250–500 words; a pitch deck; a demo video of 3–5 minutes; and a reflection log.',
    ],
  },
  {
    phase: 'Vote',
    dates: 'Mar 20–30, 2026',
    startsAt: '2026-03-20T00:00:00-06:00',
    endsAt: '2026-03-30T23:59:59-06:00',
    details: ['One verified vote per person, per e-mail address and per IP address.'],
  },
  {
    phase: 'Judge',
    dates: 'Mar 21 – Apr 2, 2026',
    startsAt: '2026-03-21T00:00:00-06:00',
    endsAt: '2026-04-02T23:59:59-06:00',
    details: [
      'Judging rubric: innovation and creativity; technical proficiency; business impact and relevance; ethical AI use; presentation and communication.',
      'Finalists are announced on Apr 3, 2026 at 9:00 AM MT.',
    ],
  },
  {
    phase: 'Showcase',
    dates: 'Apr 25, 2026, 9:00 AM – 4:00 PM MT',
    startsAt: '2026-04-25T09:00:00-06:00',
    endsAt: '2026-04-25T16:00:00-06:00',
    details: [
      'At the Idaho State Capitol in Boise.',
      'Awards: Audience Choice; Biggest Productivity Gain; Most Creative AI Use; Best Customer Impact; AI Workforce Champion; recognition of certified innovators; and global nominees.',
    ],
  },
] satisfies TimelinePhase[]
