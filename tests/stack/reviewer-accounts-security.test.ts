/**
 * Reviewer accounts, enforced by the database through @supabase/supabase-js: an enrolled admin's
 * one-factor (aal1) session reads nothing; a token whose session was signed out, or whose
 * reviewer was removed, reads nothing, and the removed reviewer's refresh token is refused; a
 * non-admin cannot manage reviewers; the last admin cannot be removed; nobody changes the audit
 * log, not even the service role.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../support/factories'
import { enrolVerifiedTotpFactor } from '../../stack/gateway/auth/admin-factor'
import { generateTotpSecret } from '../../stack/gateway/auth/totp'
import { signedInMember, withTwoFactor } from '../support/auth-sessions'
import { followLink, invitationTo, verifyLinkIn } from '../support/stack-inbox'
import { getTestStack, type TestStack } from '../support/test-stack'
import { removeAccounts, storeIntakeRow } from '../support/stack-rows'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
let service: SupabaseClient
let applicationId: string
const created: string[] = []

function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

async function signedUp(options: { admin?: boolean } = {}) {
  // Sign-up needs a confirmed address now: a confirmed account, signed in with its password.
  const { supabase, id, email, password } = await signedInMember(
    stack,
    options.admin ? ['admin'] : [],
    { twoFactor: false },
  )
  created.push(id)
  return { supabase, id, email, password }
}

async function accessToken(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession()
  if (!data.session) throw new Error('not signed in')
  return data.session.access_token
}

/** The application rows a bare access token reads through the REST API. */
async function applicationsReadWith(token: string): Promise<unknown[]> {
  const response = await fetch(
    `${stack.apiUrl}/rest/v1/coach_applications?select=id&id=eq.${applicationId}`,
    { headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` } },
  )
  if (!response.ok) return []
  return (await response.json()) as unknown[]
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  service = client(stack.serviceRoleKey)
  applicationId = await storeIntakeRow(service, 'coach_applications')
})

afterAll(async () => {
  await service?.from('coach_applications').delete().eq('id', applicationId)
  await removeAccounts(db, created)
  await db?.end()
})

describe('two-factor', () => {
  it('an enrolled admin’s aal1 session reads no submission', async () => {
    const admin = await signedUp({ admin: true })
    const totpSecret = generateTotpSecret()
    await enrolVerifiedTotpFactor(db, admin.id, totpSecret)
    const { data, error } = await admin.supabase.from('coach_applications').select('id')
    expect(error).toBeNull()
    expect(data).toEqual([])
    const view = await admin.supabase.from('coach_applications_desk').select('id')
    expect(view.data).toEqual([])
    const counts = await admin.supabase.rpc('desk_application_counts')
    expect(counts.error?.code).toBe('42501')

    await withTwoFactor(admin.supabase, { totpSecret })
    const elevated = await admin.supabase
      .from('coach_applications')
      .select('id')
      .eq('id', applicationId)
    expect(elevated.data).toEqual([{ id: applicationId }])
  })

  it('an admin without a factor reads nothing with aal1 while two-factor is required', async () => {
    const admin = await signedUp({ admin: true })
    const { data } = await admin.supabase.rpc('desk_settings')
    expect(data).toEqual([expect.objectContaining({ require_two_factor: true })])
    expect(await applicationsReadWith(await accessToken(admin.supabase))).toEqual([])
  })
})

describe('sessions', () => {
  it('a signed-out session’s token reads nothing', async () => {
    const admin = await signedUp({ admin: true })
    await withTwoFactor(admin.supabase)
    const token = await accessToken(admin.supabase)
    expect(await applicationsReadWith(token)).toHaveLength(1)
    const { error } = await admin.supabase.auth.signOut({ scope: 'global' })
    expect(error).toBeNull()
    expect(await applicationsReadWith(token)).toEqual([])
  })

  it('a removed reviewer’s token reads nothing and their refresh token is refused', async () => {
    const remover = await withTwoFactor((await signedUp({ admin: true })).supabase)
    const removed = await signedUp({ admin: true })
    await withTwoFactor(removed.supabase)
    const { data: session } = await removed.supabase.auth.getSession()
    const token = session.session!.access_token
    expect(await applicationsReadWith(token)).toHaveLength(1)

    const { error } = await remover.rpc('admin_remove_reviewer', { _user_id: removed.id })
    expect(error).toBeNull()

    expect(await applicationsReadWith(token)).toEqual([])
    const refreshed = await client().auth.refreshSession({
      refresh_token: session.session!.refresh_token,
    })
    expect(refreshed.error).not.toBeNull()
    const { rows } = await db.query(
      "select 1 from public.user_roles where user_id = $1 and role = 'admin'",
      [removed.id],
    )
    expect(rows).toHaveLength(0)
  })
})

describe('managing reviewers', () => {
  it('a non-admin cannot list, invite, remove or reset reviewers', async () => {
    const member = await signedUp()
    const admin = await signedUp({ admin: true })
    const calls = [
      member.supabase.rpc('admin_reviewers'),
      member.supabase.rpc('admin_invite_reviewer', { _email: makeUser().email }),
      member.supabase.rpc('admin_remove_reviewer', { _user_id: admin.id }),
      member.supabase.rpc('admin_reset_reviewer_factors', { _user_id: admin.id }),
      member.supabase.rpc('admin_update_desk_settings', { _require_two_factor: false }),
    ]
    for (const { error } of await Promise.all(calls)) expect(error?.code).toBe('42501')
    const { rows } = await db.query('select 1 from public.user_roles where user_id = $1', [
      admin.id,
    ])
    expect(rows).toHaveLength(1)
  })

  it('a non-admin, or an admin without two-factor, cannot call the reviewer-management function', async () => {
    const member = await signedUp()
    const oneFactorAdmin = await signedUp({ admin: true })
    const email = makeUser().email
    for (const caller of [member.supabase, oneFactorAdmin.supabase]) {
      const { error } = await caller.functions.invoke('manage-reviewers', {
        body: { action: 'invite', email },
      })
      const status = (error as { context?: Response } | null)?.context?.status
      expect(status).toBe(403)
    }
    const anonymous = await client().functions.invoke('manage-reviewers', {
      body: { action: 'invite', email },
    })
    expect(anonymous.error).not.toBeNull()
    const { rows } = await db.query(
      'select 1 from public.reviewer_invitations where email = $1 union all select 1 from auth.users where email = $1',
      [email],
    )
    expect(rows).toHaveLength(0)
  })

  it('an admin with two-factor invites a reviewer whose account holds the chosen role once they follow the link', async () => {
    const admin = await withTwoFactor((await signedUp({ admin: true })).supabase)
    const email = makeUser().email
    const { data, error } = await admin.functions.invoke('manage-reviewers', {
      body: {
        action: 'invite',
        email,
        role: 'reviewer',
        redirectTo: 'http://127.0.0.1:5173/auth/reset-password',
      },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ status: 'invited' })
    const holdersOfRole = async () =>
      (
        await db.query<{ id: string }>(
          `select u.id from auth.users u join public.user_roles r on r.user_id = u.id
           where lower(u.email) = $1 and r.role = 'reviewer'`,
          [email],
        )
      ).rows
    // Nothing until the address is confirmed, so a stranger who signed up first gets no role.
    expect(await holdersOfRole()).toHaveLength(0)
    const { rows: account } = await db.query<{ id: string }>(
      'select id from auth.users where lower(email) = $1',
      [email],
    )
    created.push(account[0]!.id)
    await followLink(verifyLinkIn(await invitationTo(stack, email)))
    expect(await holdersOfRole()).toHaveLength(1)
  })

  it('an admin sees every reviewer with last sign-in and two-factor', async () => {
    const admin = await withTwoFactor((await signedUp({ admin: true })).supabase)
    const other = await signedUp({ admin: true })
    const { data, error } = await admin.rpc('admin_reviewers')
    expect(error).toBeNull()
    const row = (
      data as { email: string; last_sign_in_at: string | null; two_factor: boolean }[]
    ).find((reviewer) => reviewer.email === other.email)
    expect(row).toMatchObject({ two_factor: false })
    expect(row?.last_sign_in_at).not.toBeNull()
  })
})

describe('the audit log', () => {
  it('cannot be changed or deleted, not even by the service role', async () => {
    const admin = await withTwoFactor((await signedUp({ admin: true })).supabase)
    const { data: entries } = await admin.from('audit_log').select('id, action').limit(1)
    expect(entries?.length).toBe(1)
    const id = (entries as { id: number }[])[0]!.id

    const update = await admin.from('audit_log').update({ action: 'record_deleted' }).eq('id', id)
    expect(update.error).not.toBeNull()
    const serviceDelete = await service.from('audit_log').delete().eq('id', id)
    expect(serviceDelete.error).not.toBeNull()
    const serviceUpdate = await service.from('audit_log').update({ details: {} }).eq('id', id)
    expect(serviceUpdate.error).not.toBeNull()
    const { rows } = await db.query('select 1 from public.audit_log where id = $1', [id])
    expect(rows).toHaveLength(1)
  })

  it('a non-admin reads none of it', async () => {
    const member = await signedUp()
    const { data } = await member.supabase.from('audit_log').select('id')
    expect(data).toEqual([])
  })
})
