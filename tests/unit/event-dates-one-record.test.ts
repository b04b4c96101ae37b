/**
 * Copy that repeats an event's or a timeline phase's date reads it from the one record (the
 * published content), never from a second literal: when the initiative moves a date in the desk,
 * no page keeps the old one. The literals looked for are derived from the records themselves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { longDate, longDayOfMonth, monthAndYear, shortDate } from '@/content/date-copy'
import { keyDatesText } from '@/content/pages/join-competition'
import { timelineDateCopy } from '@/content/pages/timeline'
import type { Event, TimelinePhase } from '@/content/schema'
import { paths } from '@/config/paths'
import type { LabelsBlock } from '@/content/page-copy-schema'
import { seedLabels } from '@/content/record-labels'
import { routeSeo } from '@/content/route-seo'
import { eventsDescription, timelineDescription } from '@/content/seo-dates'
import { seedSiteContent } from '@/content/seed-site-content'

const root = join(import.meta.dirname, '../..')

/** The modules that are the records (the seed of the desk's content): dates belong there. */
const recordModules = new Set([
  'src/content/events.ts',
  'src/content/timeline.ts',
  'src/content/seed-site-content.ts',
])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Dated = { dates: string; startsAt?: string; endsAt?: string }
const dated: Dated[] = [
  ...seedSiteContent.events,
  ...seedSiteContent.timeline.flatMap((cycle) => cycle.phases),
]

/** Every way copy has written a record's date: its own `dates` text and each instant's readings. */
const eventDateLiterals = [
  ...new Set(
    dated.flatMap((record) => [
      ...(record.startsAt && record.endsAt ? [record.dates] : []),
      ...[record.startsAt, record.endsAt]
        .filter((instant): instant is string => Boolean(instant))
        .flatMap((instant) => [
          longDate(instant),
          shortDate(instant),
          longDayOfMonth(instant),
          shortDate(instant).replace(/, \d{4}$/, ''),
          monthAndYear(instant),
        ]),
    ]),
  ),
]

describe('event dates live in one record', () => {
  it('derives the literals to look for from the records', () => {
    expect(eventDateLiterals).toEqual(
      expect.arrayContaining([
        'April 20–25, 2026',
        'March 18, 2026',
        'Apr 25, 2026',
        'November 2025',
      ]),
    )
  })

  it('no copy module outside the content records repeats an event’s or a phase’s date', () => {
    const found = ['src/content', 'src/features', 'src/app', 'src/components'].flatMap((dir) =>
      sourceFiles(join(root, dir))
        .map((path) => relative(root, path))
        .filter((path) => !recordModules.has(path))
        .flatMap((path) => {
          const text = readFileSync(join(root, path), 'utf8')
          // "April 2" (a phase's end) is not found inside "April 25": a digit may not follow.
          return eventDateLiterals
            .filter((literal) => new RegExp(`(?<!\\d)${escapeRegExp(literal)}(?!\\d)`).test(text))
            .map((literal) => `${path}: “${literal}”`)
        }),
    )
    expect(found).toEqual([])
  })
})

const phases = seedSiteContent.timeline[0]!.phases
/** The cycle a year on: every instant moved to 2027 (the offsets of the same days do not change). */
const nextCycle: TimelinePhase[] = phases.map((phase) => ({
  ...phase,
  startsAt: phase.startsAt.replace(/^2026/, '2027').replace(/^2025/, '2026'),
  endsAt: phase.endsAt.replace(/^2026/, '2027').replace(/^2025/, '2026'),
}))

describe('copy that quotes a date follows the record', () => {
  it('writes today’s sentences, word for word, from the current records', () => {
    expect(timelineDateCopy(phases).span).toBe(
      'The innovation challenge runs from early access in November 2025 to the showcase at the Idaho State Capitol on April 25, 2026.',
    )
    expect(timelineDateCopy(phases).deadlineNote).toBe(
      'A late or incomplete submission cannot be judged, so submit well before 11:59 PM MT on Mar 18, 2026.',
    )
    expect(keyDatesText(phases)).toBe(
      'Early access opens Nov 10, 2025, submissions close Mar 18, 2026 at 11:59 PM MT, and finalists are shown at the Capitol on Apr 25, 2026.',
    )
    expect(timelineDescription(phases)).toBe(
      'Every phase of the innovation challenge: enrollment, creation, the March 18, 2026 deadline, voting, judging and the April 25 capitol showcase.',
    )
  })

  it('moves with the record when the initiative changes a date', () => {
    expect(timelineDateCopy(nextCycle).span).toContain('November 2026')
    expect(timelineDateCopy(nextCycle).span).toContain('April 25, 2027')
    expect(keyDatesText(nextCycle)).toContain('submissions close Mar 18, 2027 at 11:59 PM MT')
    expect(timelineDescription(nextCycle)).toContain('the March 18, 2027 deadline')
  })

  it('describes the events page by the next event, and by name only once every dated one has passed', () => {
    const week: Event = {
      ...seedSiteContent.events[0]!,
      name: 'Idaho AI Week 2027',
      dates: 'April 19–24, 2027',
      startsAt: '2027-04-19T00:00:00-06:00',
      endsAt: '2027-04-24T23:59:59-06:00',
    }
    const november2026 = Date.parse('2026-11-25T12:00:00Z')
    const withNext = eventsDescription([...seedSiteContent.events, week], november2026)
    expect(withNext).toMatch(/^Idaho AI Week 2027 \(April 19–24, 2027, Boise, Idaho\)/)
    const nothingAhead = eventsDescription(seedSiteContent.events, november2026)
    expect(nothingAhead).not.toContain('2026')
    expect(nothingAhead).toContain('Idaho AI Week')
    for (const text of [withNext, nothingAhead]) expect(text.length).toBeLessThanOrEqual(160)
  })
})

describe('the sentences that quote the dates are the pages’ words, filled from the records', () => {
  it('writes the key dates in the words /join-competition holds, and points to the timeline without them', () => {
    const words = {
      ...seedLabels['key-dates-sentence'],
      sentence: 'Opens {opens}. Closes {deadline}, {time}. Showcase {showcase}.',
    }
    expect(keyDatesText(phases, words)).toBe(
      'Opens Nov 10, 2025. Closes Mar 18, 2026, 11:59 PM MT. Showcase Apr 25, 2026.',
    )
    const withoutDeadline = phases.filter((phase) => !/deadline/i.test(phase.phase))
    expect(keyDatesText(withoutDeadline, words)).toBe(words.undated)
  })

  it('describes /timeline and /events in the words their labels hold, in a search result’s length', () => {
    const timelineWords = {
      ...seedLabels['date-sentences'],
      'search-description':
        'Deadline {deadline}, showcase {showcase}: every phase and rule of the challenge.',
    }
    expect(timelineDescription(phases, timelineWords)).toBe(
      'Deadline March 18, 2026, showcase April 25: every phase and rule of the challenge.',
    )
    const tooLong = {
      ...timelineWords,
      'search-description': `${'x'.repeat(150)} {deadline} {showcase}`,
    }
    expect(timelineDescription(phases, tooLong)).toBe(tooLong['search-description-undated'])

    const eventWords = {
      ...seedLabels['event-cards'],
      'search-description-none-ahead': 'Every Idaho AI event, past and future: {events}.',
    }
    const november2026 = Date.parse('2026-11-25T12:00:00Z')
    expect(eventsDescription(seedSiteContent.events, november2026, eventWords)).toBe(
      'Every Idaho AI event, past and future: Idaho AI Week, State AI Expo and AI Education Week.',
    )
  })

  it('builds the published descriptions from the labels the published pages hold', () => {
    const labels = (id: 'date-sentences', words: Record<string, string>): LabelsBlock => ({
      kind: 'labels',
      id,
      labels: { ...seedLabels[id], ...words },
    })
    const pages = {
      [paths.timeline]: {
        blocks: [
          labels('date-sentences', {
            'search-description-undated':
              'No dates yet: every phase of the innovation challenge, step by step.',
          }),
        ],
      },
    }
    const seo = routeSeo({ events: seedSiteContent.events, timeline: [], pages }, Date.now())
    expect(seo[paths.timeline].description).toBe(
      'No dates yet: every phase of the innovation challenge, step by step.',
    )
  })
})
