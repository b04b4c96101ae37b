/**
 * The events' calendar across publications, as the build makes it: the revisions read through
 * the gateway with the publishable key (scripts/lib/event-calendar-revisions.ts, which the
 * prerender calls), the file written from them (src/lib/event-calendar.ts) and read back with
 * node-ical. An editor publishes an event, republishes it unchanged, then edits it: the UID never
 * changes, SEQUENCE stays through the republish and rises with the edit.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ical, { type VEvent } from 'node-ical'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEventRevisions } from '../../scripts/lib/event-calendar-revisions'
import { eventsCalendar, type CalendarEvent } from '../../src/lib/event-calendar'
import { signedInMember } from '../support/auth-sessions'
import { connectStackDb } from '../support/stack-db'
import { removeAccounts } from '../support/stack-rows'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
let db: pg.Client
let anon: SupabaseClient
let editor: SupabaseClient
let startVersionId: string
const created: string[] = []

const event: CalendarEvent & { dates: string } = {
  slug: 'stack-calendar-day',
  name: 'Calendar Day',
  dates: 'May 4, 2999, 9 AM–4 PM MT',
  startsAt: '2999-05-04T09:00:00-06:00',
  endsAt: '2999-05-04T16:00:00-06:00',
  location: 'Boise, Idaho',
  description: 'A day of calendars.',
  highlights: [],
}

async function publishedEvents(): Promise<(CalendarEvent & { dates: string })[]> {
  const { data, error } = await anon.rpc('published_site_content')
  if (error) throw error
  return (data as { content: { events: (CalendarEvent & { dates: string })[] } }[])[0]!.content
    .events
}

/** Saves the events part with `version` of the test event in it and publishes that part. */
async function publishEvent(version: typeof event) {
  const others = (await publishedEvents()).filter((other) => other.slug !== version.slug)
  const saved = await editor.rpc('save_site_draft', {
    _part: 'events',
    _value: [...others, version],
  })
  expect(saved.error).toBeNull()
  const published = await editor.rpc('publish_site_draft', { _parts: ['events'] })
  expect(published.error).toBeNull()
}

/** The calendar a build would write now, parsed by a calendar app's parser: the test event. */
async function builtEntry(): Promise<VEvent> {
  const revisions = await readEventRevisions({
    SITE_CONTENT_URL: stack.apiUrl,
    SITE_CONTENT_KEY: stack.anonKey,
  })
  const text = eventsCalendar(await publishedEvents(), {
    siteUrl: 'https://alliance.example.org',
    eventsPath: '/events',
    calendarName: 'Idaho AI Alliance events',
    revisions,
    builtAt: Date.now(),
  })
  const entry = Object.values(ical.sync.parseICS(text))
    .filter((component): component is VEvent => component?.type === 'VEVENT')
    .find((component) => component.summary === event.name)
  if (!entry) throw new Error('the published event is not in the calendar')
  return entry
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
  anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } })
  const person = await signedInMember(stack, ['editor'])
  created.push(person.id)
  editor = person.supabase
  const { data } = await anon.rpc('published_site_content')
  startVersionId = (data as { version_id: string }[])[0]!.version_id
})

afterAll(async () => {
  // Back to the content this test found (straight through the RPC: no rebuild asked for).
  await editor?.rpc('restore_site_version', { _version_id: startVersionId })
  await removeAccounts(db, created)
  await db?.end()
})

describe('an event in the calendar across publications', () => {
  it('keeps its UID and SEQUENCE through a republish, and its UID with a raised SEQUENCE after an edit', async () => {
    await publishEvent(event)
    const first = await builtEntry()
    expect(first.uid).toBe('stack-calendar-day@alliance.example.org')
    expect(first.sequence).toBe(0)

    await publishEvent(event)
    const republished = await builtEntry()
    expect(republished.uid).toBe(first.uid)
    expect(republished.sequence).toBe(0)

    await publishEvent({ ...event, location: 'Idaho Capitol, Boise' })
    const edited = await builtEntry()
    expect(edited.uid).toBe(first.uid)
    expect(edited.sequence).toBe(1)
    expect(edited.location).toBe('Idaho Capitol, Boise')
    expect(edited.lastmodified).toBeInstanceOf(Date)
  })
})
