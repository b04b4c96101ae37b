/**
 * The status page's lookup against the throwaway stack, as the page calls it:
 * public.submission_status(p_reference, p_email) through the gateway with the anon key.
 * - the right reference and address answer the stage, the date it changed, how many answers the
 *   person e-mailed back reached the record and when, and nothing else;
 * - a wrong address and an unknown reference answer the same status and body, in similar time;
 * - guesses are throttled per network: 20 refused lookups an hour, 5 of one reference, and past
 *   either even the right answer is withheld from that network (counts printed); a stranger's
 *   wrong lookups of a reference never withhold it from its owner's network.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCoachApplicationRow } from '../../src/features/coach-application/api/coach-application-row'
import type { Database } from '../../src/lib/database.types'
import { makeCoachApplication } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
let applicant: SupabaseClient<Database>

/** Each test guesses from its own networks, so no test's count spills into another's. */
let nextNetwork = 1
const newNetwork = () => `127.0.63.${nextNetwork++}`

async function lookup(reference: string, email: string, from: string) {
  const started = performance.now()
  const response = await fetchFromAddress(from)(`${stack.apiUrl}/rest/v1/rpc/submission_status`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_reference: reference, p_email: email }),
  })
  const body = await response.text()
  return { status: response.status, body, ms: performance.now() - started }
}

async function apply() {
  const values = makeCoachApplication()
  const { data, error } = await applicant.rpc('submit_coach_application', {
    p_submission: toCoachApplicationRow(values),
    p_idempotency_key: crypto.randomUUID(),
  })
  expect(error).toBeNull()
  return { email: values.email, reference: (data as { reference: string }).reference }
}

/** An unused reference of the right shape. */
function unknownReference() {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  let tail = ''
  for (let index = 0; index < 8; index += 1) tail += alphabet[Math.floor(Math.random() * 32)]
  return `CA-${tail}`
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  applicant = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress('127.0.62.1') },
  })
})

afterAll(async () => {
  await db?.end()
})

describe('submission_status', () => {
  it('the right reference and address show the stage, its date and the answers received, and nothing else', async () => {
    const { reference, email } = await apply()
    // As typed by a person: lower case, spaces around, the address in capitals.
    const answer = await lookup(` ${reference.toLowerCase()} `, email.toUpperCase(), newNetwork())
    expect(answer.status).toBe(200)
    const body = JSON.parse(answer.body) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual([
      'answers_received',
      'changed_at',
      'found',
      'kind',
      'last_answer_at',
      'stage',
    ])
    expect(body).toMatchObject({
      found: true,
      kind: 'coach_application',
      stage: 'received',
      answers_received: 0,
      last_answer_at: null,
    })

    const { rows } = await db.query<{ id: string }>(
      `update public.coach_applications set status = 'interview' where reference = $1 returning id`,
      [reference],
    )
    const interview = JSON.parse((await lookup(reference, email, newNetwork())).body)
    expect(interview.stage).toBe('interview')
    expect(new Date(interview.changed_at).getTime()).toBeGreaterThan(
      new Date(body.changed_at as string).getTime(),
    )
    await db.query(`update public.coach_applications set status = 'rejected' where id = $1`, [
      rows[0]!.id,
    ])
    const decision = JSON.parse((await lookup(reference, email, newNetwork())).body)
    // The stage, never the decision itself: that is the e-mail's to tell.
    expect(decision.stage).toBe('decision')
    expect(JSON.stringify(decision)).not.toMatch(/reject|approve/i)
  })

  it('an application a reviewer has opened is under review', async () => {
    const { reference, email } = await apply()
    await db.query(
      `insert into public.record_reads (user_id, record_kind, record_id)
       select gen_random_uuid(), 'coach_application', id from public.coach_applications where reference = $1`,
      [reference],
    )
    const answer = JSON.parse((await lookup(reference, email, newNetwork())).body)
    expect(answer.stage).toBe('under_review')
  })

  it('a wrong address and an unknown reference get the same answer, in similar time', async () => {
    const { reference, email } = await apply()
    const wrongAddress: { status: number; body: string; ms: number }[] = []
    const noSuchReference: { status: number; body: string; ms: number }[] = []
    // Interleaved, each from its own network, so neither throttle is reached.
    for (let round = 0; round < 4; round += 1) {
      wrongAddress.push(await lookup(reference, `someone.else.${round}@example.org`, newNetwork()))
      noSuchReference.push(await lookup(unknownReference(), email, newNetwork()))
    }
    const answers = new Set(
      [...wrongAddress, ...noSuchReference].map(({ status, body }) => `${status} ${body}`),
    )
    expect([...answers]).toEqual(['200 {"found": false}'])
    const [wrongMs, unknownMs] = [
      median(wrongAddress.map((a) => a.ms)),
      median(noSuchReference.map((a) => a.ms)),
    ]
    console.log(
      `refused lookups: wrong address ${wrongMs.toFixed(1)} ms, unknown reference ${unknownMs.toFixed(1)} ms (medians of 4)`,
    )
    expect(Math.abs(wrongMs - unknownMs)).toBeLessThan(
      Math.max(25, 0.5 * Math.max(wrongMs, unknownMs)),
    )
    // A malformed reference is one more refused lookup, answered alike.
    const malformed = await lookup('not a reference', email, newNetwork())
    expect(`${malformed.status} ${malformed.body}`).toBe('200 {"found": false}')
  })

  it('one network gets 20 refused lookups an hour; then even the right answer is withheld', async () => {
    const { reference, email } = await apply()
    const network = newNetwork()
    const answers: string[] = []
    for (let guess = 0; guess < 20; guess += 1) {
      answers.push((await lookup(unknownReference(), email, network)).body)
    }
    expect(answers.every((body) => body === '{"found": false}')).toBe(true)
    const afterLimit = await lookup(reference, email, network)
    console.log(`per-network throttle: ${answers.length} refused lookups, then ${afterLimit.body}`)
    expect(afterLimit.body).toBe('{"throttled": true}')
    // Another network is not held back by this one.
    expect(JSON.parse((await lookup(reference, email, newNetwork())).body).found).toBe(true)
  })

  it("one network gets 5 refused lookups of a reference an hour; the owner's own network still sees it", async () => {
    const { reference, email } = await apply()
    const stranger = newNetwork()
    const answers: string[] = []
    for (let guess = 0; guess < 5; guess += 1) {
      answers.push((await lookup(reference, `guess.${guess}@example.org`, stranger)).body)
    }
    expect(answers.every((body) => body === '{"found": false}')).toBe(true)
    const strangerAfter = await lookup(reference, email, stranger)
    console.log(
      `per-reference throttle: ${answers.length} refused lookups from one network, then ${strangerAfter.body} there`,
    )
    expect(strangerAfter.body).toBe('{"throttled": true}')
    // The owner, on a network of their own, is not held back by the stranger's guesses.
    expect(JSON.parse((await lookup(reference, email, newNetwork())).body).found).toBe(true)
  })

  it("strangers' wrong lookups from many networks never lock the owner out", async () => {
    const { reference, email } = await apply()
    const owner = newNetwork()
    let refused = 0
    for (let stranger = 0; stranger < 10; stranger += 1) {
      const network = newNetwork()
      for (let guess = 0; guess < 5; guess += 1) {
        const { body } = await lookup(reference, `guess.${stranger}.${guess}@example.org`, network)
        if (body === '{"found": false}') refused += 1
      }
    }
    const ownerAnswer = JSON.parse((await lookup(reference, email, owner)).body) as {
      found?: boolean
    }
    console.log(
      `${refused} refused lookups from 10 networks, then the owner's: ${ownerAnswer.found}`,
    )
    expect(refused).toBe(50)
    expect(ownerAnswer.found).toBe(true)
  })

  it('right answers are never counted: an applicant may check as often as they like', async () => {
    const { reference, email } = await apply()
    const network = newNetwork()
    for (let check = 0; check < 25; check += 1) {
      expect(JSON.parse((await lookup(reference, email, network)).body).found).toBe(true)
    }
  })
})
