/**
 * The intake tables as a visitor's browser reaches them: supabase-js with the anon key, no UI.
 * Every rule of spec section 5 (and the alliance form's rules), broken one at a time, must be
 * refused by the database itself; hostile text must be stored exactly as typed; the sixth
 * submission per address and hour must be refused; and nothing refused may be stored.
 * The three notification functions are also called through the gateway and must reach the inbox.
 */
import { randomUUID } from 'node:crypto'
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  makeAllianceRegistrationRow,
  makeCoachApplicationRow,
  makeContactSubmissionRow,
} from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

type Row = Record<string, unknown>
type Table = 'coach_applications' | 'contact_submissions' | 'alliance_registrations'

const run = randomUUID().slice(0, 8)
let serial = 0
/** A fresh address per row, so the rate limit only bites where a test wants it to. */
const freshEmail = () => `intake-${run}-${++serial}@example.org`

const text = (length: number, char = 'x') => char.repeat(length)

/** A valid row of each form, as the form stores it, under an address of this run. */
const validRow: Record<Table, () => Row> = {
  coach_applications: () => makeCoachApplicationRow({ email: freshEmail() }),
  contact_submissions: () => makeContactSubmissionRow({ email: freshEmail() }),
  alliance_registrations: () => makeAllianceRegistrationRow({ email: freshEmail() }),
}

/** One broken rule: the column, the bad value and why it is bad. */
type Violation = [column: string, value: unknown, rule: string]

const nameRules = (max: number): Violation[] =>
  ['first_name', 'last_name'].flatMap((column): Violation[] => [
    [column, '', 'is empty'],
    [column, text(max + 1), `is over ${max} characters`],
    [column, ' Padded', 'is not trimmed'],
    [column, null, 'is missing'],
  ])

const emailRules: Violation[] = [
  ['email', 'not-an-email', 'is malformed'],
  ['email', 'jane@example', 'has no top-level domain'],
  ['email', `${text(250, 'a')}@example.org`, 'is over 255 characters'],
  ['email', '', 'is empty'],
  ['email', null, 'is missing'],
]

const phoneRules = (required: boolean): Violation[] => [
  ['phone', '555-0100', 'is under 10 characters'],
  ['phone', text(21, '1'), 'is over 20 characters'],
  ['phone', ' 2085550100', 'is not trimmed'],
  ...(required ? ([['phone', null, 'is missing']] as Violation[]) : []),
]

const violations: Record<Table, Violation[]> = {
  coach_applications: [
    ...nameRules(50),
    ...emailRules,
    ...phoneRules(true),
    ['city', '', 'is empty'],
    ['city', text(101), 'is over 100 characters'],
    ['region', 'panhandle', 'is not a listed region'],
    ['region', null, 'is missing'],
    ['organization', '', 'is empty'],
    ['organization', text(201), 'is over 200 characters'],
    ['title', '', 'is empty'],
    ['title', text(201), 'is over 200 characters'],
    ['availability', 'weekends', 'is not a listed availability'],
    ['ai_experience', 'expert', 'is not a listed comfort level'],
    ['teaching_experience', 'yes', 'is not Yes or No'],
    ['teaching_experience', 'true', 'is not Yes or No'],
    ['motivation', text(49), 'is under 50 characters'],
    ['motivation', text(1001), 'is over 1000 characters'],
    ['motivation', ` ${text(49)} `, 'is 50 characters only with padding'],
    ['experience', text(49), 'is under 50 characters'],
    ['experience', text(1001), 'is over 1000 characters'],
  ],
  contact_submissions: [
    ...nameRules(100),
    ...emailRules,
    ...phoneRules(true),
    ['organization_type', 'church', 'is not a listed organization type'],
    ['organization_type', null, 'is missing'],
    ['organization_name', '', 'is empty'],
    ['organization_name', text(201), 'is over 200 characters'],
    ['subject', 'spam', 'is not a listed subject'],
    ['subject', null, 'is missing'],
    ['message', text(9), 'is under 10 characters'],
    ['message', text(2001), 'is over 2000 characters'],
    ['message', `   ${text(8)}   `, 'is 10 characters only with padding'],
  ],
  alliance_registrations: [
    ...nameRules(100),
    ...emailRules,
    ...phoneRules(false),
    ['organization', '', 'is empty'],
    ['organization', text(201), 'is over 200 characters'],
    ['organization_type', 'k-12', 'is not a listed alliance organization type'],
    ['title', '', 'is empty'],
    ['title', text(201), 'is over 200 characters'],
    ['interests', ['training', 'lobbying'], 'has an unlisted interest'],
    ['interests', [null], 'has a null interest'],
    ['interests', null, 'is null'],
    ['message', text(2001), 'is over 2000 characters'],
    ['message', ' padded ', 'is not trimmed'],
  ],
}

/** Columns only the database may set: a visitor's insert naming them is refused. */
const reservedColumns: Violation[] = [
  ['status', 'approved', 'is set by the visitor'],
  ['id', randomUUID(), 'is chosen by the visitor'],
  ['created_at', '2000-01-01T00:00:00Z', 'is backdated by the visitor'],
]

const hostilePayloads = [
  "Robert'); DROP TABLE contact_submissions; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5); --',
  '$$; delete from coach_applications; $$',
  '<script>alert("x")</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '\\x00\\u0000 %00 ${7*7} #{7*7}',
  'Emoji 🎓 and ünïcödé — “quotes”',
]

let stack: TestStack
let anon: SupabaseClient
let db: pg.Client

async function count(table: Table): Promise<number> {
  const result = await db.query<{ n: string }>(`select count(*) as n from public.${table}`)
  return Number(result.rows[0]?.n)
}

beforeAll(async () => {
  stack = await getTestStack()
  anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } })
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await db?.query(`delete from public.coach_applications where email like 'intake-${run}-%'`)
  await db?.query(`delete from public.contact_submissions where email like 'intake-${run}-%'`)
  await db?.query(`delete from public.alliance_registrations where email like 'intake-${run}-%'`)
  await db?.end()
})

describe.each(Object.keys(validRow) as Table[])('%s', (table) => {
  it('anon can insert a valid row', async () => {
    const before = await count(table)
    const { error, status } = await anon.from(table).insert(validRow[table]())
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(await count(table)).toBe(before + 1)
  })

  it.each(violations[table])('the database refuses a row whose %s %s', async (column, value) => {
    const before = await count(table)
    const { error } = await anon.from(table).insert({ ...validRow[table](), [column]: value })
    expect(error).not.toBeNull()
    // 23514 check, 23502 not null; nothing else may explain the refusal.
    expect(['23514', '23502']).toContain(error?.code)
    expect(await count(table)).toBe(before)
  })

  it.each(reservedColumns)('the database refuses a row whose %s %s', async (column, value) => {
    const before = await count(table)
    const { error } = await anon.from(table).insert({ ...validRow[table](), [column]: value })
    expect(error?.code).toBe('42501')
    expect(await count(table)).toBe(before)
  })

  it('the database refuses a 1 MB message', async () => {
    const column = table === 'coach_applications' ? 'motivation' : 'message'
    const before = await count(table)
    const { error } = await anon
      .from(table)
      .insert({ ...validRow[table](), [column]: text(1024 * 1024) })
    expect(error).not.toBeNull()
    expect(await count(table)).toBe(before)
  })

  it('anon cannot read back what it stored', async () => {
    const { data, error } = await anon.from(table).select('*').limit(1)
    // Either refused outright or filtered to nothing by row-level security.
    expect(error !== null || (Array.isArray(data) && data.length === 0)).toBe(true)
  })

  it('SQL and HTML payloads are stored as plain text, unchanged', async () => {
    const column = table === 'contact_submissions' ? 'organization_name' : 'organization'
    for (const payload of hostilePayloads) {
      const row = {
        ...validRow[table](),
        [column]: payload,
        last_name: payload.slice(0, 50).trim(),
      }
      const { error } = await anon.from(table).insert(row)
      expect(error, payload).toBeNull()
      const stored = await db.query(
        `select ${column} as value, last_name from public.${table} where email = $1`,
        [row.email],
      )
      expect(stored.rows).toEqual([{ value: payload, last_name: payload.slice(0, 50).trim() }])
    }
    // The DROP TABLE payload did nothing: the table is still there and still answers.
    expect(await count(table)).toBeGreaterThan(0)
  })

  it('the sixth submission from one address within an hour is refused', async () => {
    const email = `intake-${run}-rate-${table}@example.org`
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Case does not matter: the limit counts lower(email).
      const address = attempt % 2 === 0 ? email.toUpperCase() : email
      const { error } = await anon.from(table).insert({ ...validRow[table](), email: address })
      expect(error, `attempt ${attempt}`).toBeNull()
    }
    const before = await count(table)
    const { error } = await anon.from(table).insert({ ...validRow[table](), email })
    expect(error?.code).toBe('P0001')
    expect(error?.message).toBe(
      'Too many submissions from this email address. Please try again later.',
    )
    expect(await count(table)).toBe(before)
  })
})

it('the rate limit is counted per form: a busy address can still use another form', async () => {
  const email = `intake-${run}-rate-contact_submissions@example.org`
  const { error } = await anon
    .from('coach_applications')
    .insert({ ...validRow.coach_applications(), email: email.replace('contact', 'other') })
  expect(error).toBeNull()
  const { error: again } = await anon
    .from('alliance_registrations')
    .insert({ ...validRow.alliance_registrations(), email: `intake-${run}-rate-x@example.org` })
  expect(again).toBeNull()
})

it('no refused row was stored: every stored row of this run is valid and accounted for', async () => {
  // Each test above counted before and after its refusals; this checks the sum the other way:
  // rows of this run must equal the rows the tests meant to store.
  const tables = Object.keys(validRow) as Table[]
  let stored = 0
  for (const table of tables) {
    const result = await db.query<{ n: string }>(
      `select count(*) as n from public.${table} where lower(email) like $1`,
      [`intake-${run}-%`],
    )
    stored += Number(result.rows[0]?.n)
  }
  const expected = tables.length * (1 + hostilePayloads.length + 5) + 2
  expect(stored).toBe(expected)
})

interface InboxMessage {
  subject: string
  html: string | null
  text: string
  to: string[]
}

/** Polls the local inbox for up to five seconds for a message whose subject contains `marker`. */
async function findInboxMessage(marker: string): Promise<InboxMessage | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${stack.inboxUrl}/api/messages`)
    const list = (await response.json()) as InboxMessage[]
    const found = list.find((item) => item.subject.includes(marker))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

describe('notification functions through the gateway', () => {
  // The app's order: insert with the anon key, then invoke the function with the payload. The
  // function mails only a stored row that matches, so each case stores its row first. A client
  // address of its own keeps these inserts out of the other tests' per-network limits.
  let visitor: SupabaseClient
  beforeAll(() => {
    visitor = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false },
      global: { fetch: fetchFromAddress('127.0.31.7') },
    })
  })
  afterAll(async () => {
    for (const table of ['coach_applications', 'contact_submissions', 'alliance_registrations']) {
      await db?.query(`delete from public.${table} where email like $1`, [`notify-${run}-%`])
    }
  })

  const cases = [
    {
      name: 'send-contact-notification',
      table: 'contact_submissions',
      row: {
        first_name: 'Jane',
        last_name: `Doe-${run}`,
        email: `notify-${run}-contact@example.org`,
        phone: '208-555-0100',
        organization_type: 'k-12',
        organization_name: '<script>alert("x")</script>',
        subject: 'partnership',
        message: 'Let us partner on "AI week" & more.',
      },
      body: {
        firstName: 'Jane',
        lastName: `Doe-${run}`,
        email: `notify-${run}-contact@example.org`,
        phone: '208-555-0100',
        organizationType: 'k-12',
        organizationName: '<script>alert("x")</script>',
        subject: 'partnership',
        message: 'Let us partner on "AI week" & more.',
      },
    },
    {
      name: 'send-coach-application-notification',
      table: 'coach_applications',
      row: {
        first_name: 'Maria',
        last_name: `Lopez-${run}`,
        email: `notify-${run}-coach@example.org`,
        phone: '208-555-0142',
        city: 'Boise',
        region: 'southwestern',
        organization: '<script>alert("x")</script>',
        title: '<script>alert("x")</script>',
        experience: text(60, 'r'),
        ai_experience: 'advanced',
        teaching_experience: 'No',
        availability: 'flexible',
        motivation: text(60, 'w'),
      },
      body: {
        firstName: 'Maria',
        lastName: `Lopez-${run}`,
        email: `notify-${run}-coach@example.org`,
        phone: '208-555-0142',
        city: 'Boise',
        region: 'southwestern',
        currentOccupation: '<script>alert("x")</script>',
        availability: 'flexible',
        technicalComfort: 'advanced',
        hasTeachingExperience: false,
        whyAICoach: text(60, 'w'),
        relevantExperience: text(60, 'r'),
      },
    },
    {
      name: 'send-alliance-notification',
      table: 'alliance_registrations',
      row: {
        first_name: 'Sam',
        last_name: `Nguyen-${run}`,
        email: `notify-${run}-alliance@example.org`,
        phone: null,
        organization: '<script>alert("x")</script>',
        organization_type: 'nonprofit',
        title: 'Director',
        interests: ['sponsorship'],
        message: null,
      },
      body: {
        firstName: 'Sam',
        lastName: `Nguyen-${run}`,
        email: `notify-${run}-alliance@example.org`,
        phone: '',
        organization: '<script>alert("x")</script>',
        organizationType: 'nonprofit',
        title: 'Director',
        interests: ['sponsorship'],
        message: '',
      },
    },
  ]

  it.each(cases)('$name mails a stored submission, escaped, to the inbox', async (item) => {
    const { name, table, row, body } = item
    const stored = await visitor.from(table).insert(row as Record<string, unknown>)
    expect(stored.error).toBeNull()
    const { data, error } = await visitor.functions.invoke(name, { body })
    expect(error).toBeNull()
    expect(data).toEqual({ ok: true })

    const message = await findInboxMessage(body.lastName)
    expect(message).toBeDefined()
    expect(message?.to).toContain('notifications@idaho-ai-alliance.local')
    expect(message?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(message?.html).not.toContain('<script>')
    expect(message?.text).toContain('<script>alert("x")</script>')
  })

  it.each(cases)(
    '$name answers 400 with field errors to an invalid body',
    async ({ name, body }) => {
      const { data, error } = await visitor.functions.invoke(name, {
        body: { ...body, email: 'not-an-email' },
      })
      expect(data).toBeNull()
      expect(error).toBeInstanceOf(FunctionsHttpError)
      const response = (error as FunctionsHttpError).context as Response
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        error: 'Invalid submission',
        fieldErrors: { email: ['Invalid email address'] },
      })
    },
  )
})
