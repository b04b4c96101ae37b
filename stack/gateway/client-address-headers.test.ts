/**
 * The client address as hosted's gateway passes it to PostgREST: X-Forwarded-For with the
 * connection's address appended, the database counting the rightmost entry
 * (20251101000000_platform.sql). A visitor who writes their own
 * X-Forwarded-For (or cf-connecting-ip) is still counted by the address they connect from.
 */
import { randomInt } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeIntakeRow } from '../../tests/support/factories'
import { fetchFromAddress } from '../../tests/support/fetch-from-address'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'
import { connectStackDb } from '../../tests/support/stack-db'

let stack: TestStack
let db: pg.Client
const block = randomInt(1, 250)

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await db?.end()
})

/** How many counted submissions the per-network limit holds for `address`. */
async function counted(address: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from private.intake_client_submissions
     where client_hash = sha256(convert_to(
       (select salt from private.intake_limit_salt) || '|' || private.client_network($1), 'UTF8'))`,
    [address],
  )
  return Number(rows[0]?.n)
}

describe('client address', () => {
  it('a submission is counted for the address it connects from', async () => {
    const address = `127.${block}.252.1`
    const before = await counted(address)
    const visitor = createClient(stack.apiUrl, stack.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchFromAddress(address) },
    })
    const { error } = await visitor
      .from('contact_submissions')
      .insert(makeIntakeRow('contact_submissions'))
    expect(error).toBeNull()
    expect(await counted(address)).toBe(before + 1)
  })

  it('a spoofed X-Forwarded-For prefix, cf-connecting-ip or x-real-ip does not change the counted address', async () => {
    const address = `127.${block}.252.2`
    const spoofed = [`198.51.100.${randomInt(1, 250)}`, `203.0.113.${randomInt(1, 250)}`]
    const before = await counted(address)
    const spoofedBefore = await Promise.all(spoofed.map(counted))
    const visitor = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: fetchFromAddress(address),
        headers: {
          'x-forwarded-for': `${spoofed[0]}, ${spoofed[1]}`,
          'cf-connecting-ip': spoofed[1]!,
          'x-real-ip': spoofed[0]!,
        },
      },
    })
    const { error } = await visitor
      .from('contact_submissions')
      .insert(makeIntakeRow('contact_submissions'))
    expect(error).toBeNull()
    expect(await counted(address)).toBe(before + 1)
    expect(await Promise.all(spoofed.map(counted))).toEqual(spoofedBefore)
  })
})
