import { siteEventSchema, type SiteEvent } from '@/content/site-content-schema'
import { type IdahoTimeZone, idahoTimeZones, zonedInstant } from './zoned-time'

/** An event's form as typed: every field a string, the span as wall-clock times in its zone. */
export type EventFields = {
  name: string
  dates: string
  startsAt: string
  endsAt: string
  timeZone: IdahoTimeZone
  location: string
  description: string
  url: string
  highlights: string
  /** Days before the start that subscribers to events get a reminder; empty for none. */
  reminderDays: string
}

/** The fields in the order the form shows them: focus goes to the first one refused. */
export const eventFieldOrder = [
  'name',
  'dates',
  'startsAt',
  'endsAt',
  'timeZone',
  'location',
  'description',
  'url',
  'highlights',
  'reminderDays',
] as const satisfies readonly (keyof EventFields)[]
export type EventField = (typeof eventFieldOrder)[number]

/** Each field's label in the event's form; the desk's search names the fields with them too. */
export const eventFieldLabels: Record<EventField, string> = {
  name: 'Name',
  dates: 'Dates as visitors read them',
  startsAt: 'Starts',
  endsAt: 'Ends',
  timeZone: 'Time zone',
  location: 'Place',
  description: 'Summary',
  url: 'Website (optional)',
  highlights: 'Highlights (one a line)',
  reminderDays: 'Reminder to subscribers, days before (optional)',
}

export const blankEventFields: EventFields = {
  name: '',
  dates: '',
  startsAt: '',
  endsAt: '',
  timeZone: 'America/Boise',
  location: '',
  description: '',
  url: '',
  highlights: '',
  reminderDays: '',
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** "2027-04-19T09:00:00-06:00" → its wall-clock "2027-04-19T09:00" and the Idaho zone it is in. */
function wallTime(iso: string | undefined): { local: string; zone?: IdahoTimeZone } {
  if (!iso) return { local: '' }
  const local = iso.slice(0, 16)
  const zone = idahoTimeZones.find((candidate) => {
    try {
      return Date.parse(zonedInstant(local, candidate.id)) === Date.parse(iso)
    } catch {
      return false
    }
  })?.id
  return { local, zone }
}

/** A saved event as its form shows it, to edit it in place. */
export function fieldsOf(event: SiteEvent): EventFields {
  const starts = wallTime(event.startsAt)
  const ends = wallTime(event.endsAt)
  return {
    name: event.name,
    dates: event.dates,
    startsAt: starts.local,
    endsAt: ends.local,
    timeZone: starts.zone ?? ends.zone ?? 'America/Boise',
    location: event.location,
    description: event.description,
    url: event.url ?? '',
    highlights: event.highlights.join('\n'),
    reminderDays: event.reminderDays === undefined ? '' : String(event.reminderDays),
  }
}

type Checked =
  | { event: SiteEvent; problems?: never }
  | { event?: never; problems: Partial<Record<EventField, string>> }

/**
 * Checks the form with the content's own schema and puts each refusal beside its field. `slug`
 * is kept when an event is edited (its address stays); a new event takes it from its name, and
 * `taken` lists the short names other events already use.
 */
export function checkEventFields(
  fields: EventFields,
  options: { slug?: string; taken: readonly string[] },
): Checked {
  const trimmed = (value: string) => value.trim()
  const starts = trimmed(fields.startsAt)
  const ends = trimmed(fields.endsAt)
  const url = trimmed(fields.url)
  const existing = options.slug && options.slug.length > 0 ? options.slug : undefined
  const problems: Partial<Record<EventField, string>> = {}
  const instant = (field: 'startsAt' | 'endsAt', local: string, what: string) => {
    if (!local) return {}
    try {
      return { [field]: zonedInstant(local, fields.timeZone) }
    } catch {
      problems[field] = `Enter the ${what} as a date and a time, for example 04/19/2027 09:00 AM`
      return {}
    }
  }
  const candidate = {
    slug: existing ?? slugOf(fields.name),
    name: trimmed(fields.name),
    dates: trimmed(fields.dates),
    ...instant('startsAt', starts, 'start'),
    ...instant('endsAt', ends, 'end'),
    location: trimmed(fields.location),
    description: trimmed(fields.description),
    // Left empty, the event has no website and its card shows no link.
    ...(url ? { url } : {}),
    highlights: fields.highlights
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    // A number the schema checks ("two" or "7.5" is refused beside the field, as typed).
    ...(fields.reminderDays.trim()
      ? {
          reminderDays: /^\d+$/.test(fields.reminderDays.trim())
            ? Number(fields.reminderDays)
            : NaN,
        }
      : {}),
  }
  const parsed = siteEventSchema.safeParse(candidate)
  if (!parsed.success) {
    // The name's own message ("Enter the event's name") before the short name's.
    const issues = [...parsed.error.issues].sort(
      (a, b) => Number(a.path[0] === 'slug') - Number(b.path[0] === 'slug'),
    )
    for (const issue of issues) {
      const [at] = issue.path
      // The short name follows the name, so a refusal of it belongs beside the name.
      const field = (at === 'slug' ? 'name' : at) as EventField
      if (eventFieldOrder.includes(field)) problems[field] ??= issue.message
    }
    // An end without a start is refused at the end; the start is where to put it right.
    if (problems.endsAt && !starts && ends) {
      problems.startsAt = problems.endsAt
      delete problems.endsAt
    }
  }
  if (!problems.name && !existing && options.taken.includes(candidate.slug)) {
    problems.name = `An event called ${candidate.name} is already listed. Give this one another name, or edit that event`
  }
  if (Object.keys(problems).length > 0) return { problems }
  return { event: parsed.success ? parsed.data : (candidate as SiteEvent) }
}

/** The last year a name states ("Idaho AI Week 2026" → 2026 at its place), if any. */
function lastYear(name: string): { year: number; index: number } | undefined {
  const found = [...name.matchAll(/\b(19|20)\d{2}\b/g)].at(-1)
  return found?.index === undefined ? undefined : { year: Number(found[0]), index: found.index }
}

/**
 * The name of a copy of an event, its short name free: next year's when the name states a year
 * ("Idaho AI Week 2026" → "Idaho AI Week 2027", so idaho-ai-week-2027), else "… (copy)" (so
 * idaho-ai-week-copy), then "… (copy 2)" and on while a short name is taken.
 */
export function copyName(name: string, taken: readonly string[]): string {
  const free = (candidate: string) => !taken.includes(slugOf(candidate))
  const dated = lastYear(name)
  if (dated) {
    const next = `${name.slice(0, dated.index)}${dated.year + 1}${name.slice(dated.index + 4)}`
    if (free(next)) return next
  }
  const base = name.trim()
  for (let count = 1; ; count += 1) {
    const candidate = count === 1 ? `${base} (copy)` : `${base} (copy ${count})`
    if (free(candidate)) return candidate
  }
}

/**
 * The add form filled in with a copy of `event`, to add next year's edition beside it (the
 * original stays, so it moves to "Past events" once its dates pass). Its name and so its short
 * name are new (`copyName`). Its dates are left empty for the editor to write: a year on, the
 * same dates fall on other weekdays (a Monday one year is a Tuesday the next), so
 * dates moved by a year are rarely the real ones, and a guess saved by mistake would tell
 * visitors a wrong day; the visitors' dates are required, so the form cannot be saved without
 * them. The time zone stays.
 */
export function duplicateFields(event: SiteEvent, taken: readonly string[]): EventFields {
  return {
    ...fieldsOf(event),
    name: copyName(event.name, taken),
    dates: '',
    startsAt: '',
    endsAt: '',
  }
}
