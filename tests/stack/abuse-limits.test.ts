/**
 * The abuse limits of the intake forms, as an attacker's script meets them: supabase-js with the
 * anon key against the gateway. One row per request (an array insert is refused whole), and at
 * most 100 submissions per client network per hour across the three forms. The client address is
 * the connection's own (the gateway sets cf-connecting-ip from the socket, as Cloudflare does for
 * hosted Supabase), so the tests play different clients by connecting from different loopback
 * addresses (tests/support/fetch-from-address.ts); each test uses addresses of its own.
 */
import { randomInt } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeSubmissionError } from '../../src/lib/submission-error'
import { INTAKE_TABLES, makeIntakeRow, type IntakeTable } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

/** Per-network limit of the migration 20251101020000_intake.sql. */
const PER_HOUR = 100

let stack: TestStack
let db: pg.Client

/** A loopback address no other test (or earlier run on the same stack) has used. */
const block = randomInt(1, 250)
let host = 0
const freshAddress = () => `127.${block}.${Math.floor(++host / 250)}.${(host % 250) + 1}`

function visitor(address = freshAddress()): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFromAddress(address) },
  })
}

async function count(table: IntakeTable, emails: string[]): Promise<number> {
  const result = await db.query<{ n: string }>(
    `select count(*) as n from public.${table} where email = any($1)`,
    [emails],
  )
  return Number(result.rows[0]?.n)
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await db?.end()
})

describe('one row per request', () => {
  it.each(INTAKE_TABLES)(
    'an anonymous array insert of two valid rows into %s is refused whole and stores nothing',
    async (table) => {
      const rows = [makeIntakeRow(table), makeIntakeRow(table)]
      const { error, status } = await visitor().from(table).insert(rows)
      expect(status).toBe(400)
      expect(error).toMatchObject({
        code: 'P0001',
        message:
          'Only one submission can be sent at a time. This request held more than one, so none of them was saved.',
      })
      expect(
        await count(
          table,
          rows.map((row) => String(row.email)),
        ),
      ).toBe(0)
    },
  )

  it('a 4,000-row array insert is refused with that message, not a timeout, and stores nothing', async () => {
    const rows = Array.from({ length: 4000 }, () => makeIntakeRow('contact_submissions'))
    const { error, status } = await visitor().from('contact_submissions').insert(rows)
    expect(status).toBe(400)
    expect(error?.code).toBe('P0001')
    expect(
      await count(
        'contact_submissions',
        rows.map((row) => String(row.email)),
      ),
    ).toBe(0)
  })

  it('splitting the array over several statements of one request (missing=default) does not help', async () => {
    const full = makeIntakeRow('alliance_registrations')
    const { message: _message, ...short } = makeIntakeRow('alliance_registrations')
    const { error } = await visitor()
      .from('alliance_registrations')
      .insert([full, short], { defaultToNull: false })
    expect(error?.code).toBe('P0001')
    expect(await count('alliance_registrations', [String(full.email), String(short.email)])).toBe(0)
  })

  it('the service role may still store several rows in one request', async () => {
    const service = createClient(stack.apiUrl, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchFromAddress(freshAddress()) },
    })
    const rows = [makeIntakeRow('contact_submissions'), makeIntakeRow('contact_submissions')]
    const { error } = await service.from('contact_submissions').insert(rows)
    expect(error).toBeNull()
    expect(
      await count(
        'contact_submissions',
        rows.map((row) => String(row.email)),
      ),
    ).toBe(2)
  })
})

describe('per-network limit', () => {
  it(`refuses submission ${PER_HOUR + 1} from one client address within the hour, across the three forms, but not another address`, async () => {
    const address = freshAddress()
    const script = visitor(address)
    for (let attempt = 0; attempt < PER_HOUR; attempt += 1) {
      const table = INTAKE_TABLES[attempt % INTAKE_TABLES.length]!
      const { error } = await script.from(table).insert(makeIntakeRow(table))
      expect(error, `submission ${attempt + 1}`).toBeNull()
    }

    const refused = makeIntakeRow('coach_applications')
    const { error, status } = await script.from('coach_applications').insert(refused)
    expect(status).toBe(400)
    expect(error?.code).toBe('P0001')
    // The form shows a P0001 message as it is: it must read as a sentence for the visitor.
    expect(describeSubmissionError(error, status)).toBe(
      'We have received many submissions from your network in the last hour. Your answers are still here: please try again later.',
    )
    expect(await count('coach_applications', [String(refused.email)])).toBe(0)

    // Headers a client writes itself change nothing: the address comes from the connection.
    const spoofing = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: fetchFromAddress(address),
        headers: {
          'cf-connecting-ip': '203.0.113.7',
          'x-forwarded-for': '203.0.113.8',
          'x-real-ip': '203.0.113.9',
        },
      },
    })
    const { error: spoofed } = await spoofing
      .from('contact_submissions')
      .insert(makeIntakeRow('contact_submissions'))
    expect(spoofed?.code).toBe('P0001')

    const { error: neighbour } = await visitor()
      .from('coach_applications')
      .insert(makeIntakeRow('coach_applications'))
    expect(neighbour).toBeNull()
  })

  it('keeps no client address: only salted hashes of at most a day', async () => {
    const address = freshAddress()
    const { error } = await visitor(address)
      .from('contact_submissions')
      .insert(makeIntakeRow('contact_submissions'))
    expect(error).toBeNull()
    const stored = await db.query<{ kept: string }>(
      `select count(*) filter (where position(convert_to($1, 'UTF8') in client_hash) > 0
                                  or submitted_at < now() - interval '1 day') as kept
       from private.intake_client_submissions`,
      [address],
    )
    expect(stored.rows[0]?.kept).toBe('0')
    const hashes = await db.query('select 1 from private.intake_client_submissions limit 1')
    expect(hashes.rowCount).toBe(1)
  })
})

describe('alliance interests', () => {
  it('the database refuses an area of interest chosen twice', async () => {
    const row = makeIntakeRow('alliance_registrations', { interests: ['training', 'training'] })
    const { error } = await visitor().from('alliance_registrations').insert(row)
    expect(error).toMatchObject({ code: '23514' })
    expect(error?.message).toContain('alliance_registrations_interests_distinct')
    expect(await count('alliance_registrations', [String(row.email)])).toBe(0)
  })
})
