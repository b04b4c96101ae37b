/**
 * manage-reviewers tells an administrator (only) the default notification recipients (NOTIFY_TO).
 * (Its former lockout actions went with the stand-in's lock: hosted Free/Pro keeps none.)
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFY_TO } from '../../stack/index'
import { signedInMember } from '../support/auth-sessions'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
const created: string[] = []
const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } } as const

/** A confirmed account holding `roles`, signed in with two factors (a trusted session). */
async function member(...roles: ('admin' | 'reviewer' | 'editor')[]) {
  const person = await signedInMember(stack, roles)
  created.push(person.id)
  return person
}

async function invoke(supabase: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await supabase.functions.invoke('manage-reviewers', { body })
  const status = (error as { context?: Response } | null)?.context?.status ?? 200
  return { status, data }
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  for (const id of created) {
    await db.query('delete from public.user_roles where user_id = $1', [id])
    await db.query('delete from auth.users where id = $1', [id])
  }
  await db?.end()
})

describe('the default notification recipients (the NOTIFY_TO secret)', () => {
  it('an administrator reads the addresses; a reviewer, an editor and the signed-out do not', async () => {
    const admin = await member('admin')
    const read = await invoke(admin.supabase, { action: 'routing' })
    expect(read.status).toBe(200)
    // The test stack's functions get the stack's default unless the host or a secrets file sets one.
    const expected = process.env.NOTIFY_TO
      ? process.env.NOTIFY_TO.split(',').map((a) => a.trim())
      : [DEFAULT_NOTIFY_TO]
    expect(read.data).toEqual({ defaultRecipients: expected })

    for (const caller of [await member('reviewer'), await member('editor')]) {
      const refused = await invoke(caller.supabase, { action: 'routing' })
      expect(refused).toEqual({ status: 403, data: null })
    }
    const anon = createClient(stack.apiUrl, stack.anonKey, OPTIONS)
    expect((await invoke(anon, { action: 'routing' })).status).toBe(401)
  })
})
