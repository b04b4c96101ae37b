/**
 * A member locked out after repeated wrong passwords is told by e-mail, an administrator in a
 * trusted session sees the lock in the team list and lifts it through manage-reviewers (audited),
 * and reviewers and editors are refused both the list and the lift whatever they send. The same
 * function tells an administrator (only) the default notification recipients (NOTIFY_TO).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_FAILURE_LIMIT } from '../../stack/gateway/auth/lockouts'
import { DEFAULT_NOTIFY_TO } from '../../stack/index'
import { signedInMember } from '../support/auth-sessions'
import { mailTo } from '../support/stack-inbox'
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

/** Wrong passwords until the account locks (the per-account limit, wherever they come from). */
async function lockOut(email: string) {
  const guesser = createClient(stack.apiUrl, stack.anonKey, OPTIONS)
  for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt++) {
    await guesser.auth.signInWithPassword({ email, password: `wrong guess ${attempt}` })
  }
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

describe('lifting a member’s lockout from the desk', () => {
  it('the locked member is e-mailed; an administrator sees the lock, lifts it, and it is audited', async () => {
    const admin = await member('admin')
    const locked = await member('reviewer')
    await lockOut(locked.email)
    const notice = await mailTo(stack, locked.email.toLowerCase(), 'Your sign-in has been locked')
    expect(notice.text).toContain('ask an administrator to lift the lock')
    const again = createClient(stack.apiUrl, stack.anonKey, OPTIONS)
    const refused = await again.auth.signInWithPassword(locked)
    expect(refused.error?.code).toBe('invalid_credentials')

    const listed = await invoke(admin.supabase, { action: 'lockouts' })
    expect(listed.status).toBe(200)
    const lockouts = listed.data as { supported: boolean; lockouts: { userId: string }[] }
    expect(lockouts.supported).toBe(true)
    expect(lockouts.lockouts).toEqual([
      { userId: locked.id, lockedUntil: expect.stringMatching(/^\d{4}-/), locks: ['password'] },
    ])

    const lifted = await invoke(admin.supabase, { action: 'lift-lockout', userId: locked.id })
    expect(lifted).toEqual({ status: 200, data: { status: 'lifted', lifted: ['password'] } })
    const opened = await again.auth.signInWithPassword(locked)
    expect(opened.error).toBeNull()
    const { rows } = await db.query<{ actor_id: string; details: { locks: string[] } }>(
      `select actor_id, details from public.audit_log
       where action = 'lockout_lifted' and target_id = $1`,
      [locked.id],
    )
    expect(rows).toEqual([
      { actor_id: admin.id, details: expect.objectContaining({ locks: ['password'] }) },
    ])
  })

  it('a reviewer or an editor is refused the list and the lift, and the lock stays', async () => {
    const reviewer = await member('reviewer')
    const editor = await member('editor')
    const locked = await member('reviewer')
    await lockOut(locked.email)
    for (const caller of [reviewer, editor]) {
      expect((await invoke(caller.supabase, { action: 'lockouts' })).status).toBe(403)
      const lift = await invoke(caller.supabase, { action: 'lift-lockout', userId: locked.id })
      expect(lift.status).toBe(403)
      const direct = await caller.supabase.rpc('admin_lift_lockout', { _user_id: locked.id })
      expect(direct.error?.code).toBe('42501')
    }
    const still = await createClient(stack.apiUrl, stack.anonKey, OPTIONS).auth.signInWithPassword(
      locked,
    )
    expect(still.error?.code).toBe('invalid_credentials')
    const audited = await db.query(
      `select 1 from public.audit_log where action = 'lockout_lifted' and target_id = $1`,
      [locked.id],
    )
    expect(audited.rowCount).toBe(0)
  })

  it('anyone signed out is refused with 401', async () => {
    const anon = createClient(stack.apiUrl, stack.anonKey, OPTIONS)
    expect((await invoke(anon, { action: 'lockouts' })).status).toBe(401)
  })
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
