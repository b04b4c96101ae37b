/**
 * The admin area is enforced by the database, not by the page: through @supabase/supabase-js, an
 * anonymous visitor and a signed-in non-admin can neither read nor change any submission nor its
 * status history, an admin can change nothing but `status`, a status outside the allowed set is
 * refused, and only the service role can grant the admin role.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInMember, signedInUser, withTwoFactor } from '../support/auth-sessions'
import { INTAKE_TABLES, type IntakeTable } from '../support/factories'
import { getTestStack, type TestStack } from '../support/test-stack'
import { storeIntakeRow } from '../support/stack-rows'

type Table = IntakeTable
const TABLES = INTAKE_TABLES

let stack: TestStack
let service: SupabaseClient
let anon: SupabaseClient
let member: SupabaseClient
let admin: SupabaseClient
let memberId: string
let adminId: string
const rowIds = {} as Record<Table, string>

function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** Sign-up now waits for an e-mailed confirmation, so accounts come confirmed from the helper. */
async function signedUp(): Promise<{ supabase: SupabaseClient; id: string }> {
  const { supabase, id } = await signedInUser(stack)
  return { supabase, id }
}

async function statusOf(table: Table, id: string): Promise<string> {
  const { data, error } = await service.from(table).select('status').eq('id', id).single()
  if (error) throw error
  return (data as { status: string }).status
}

async function rowAsService(table: Table, id: string): Promise<Record<string, unknown>> {
  const { data, error } = await service.from(table).select('*').eq('id', id).single()
  if (error) throw error
  return data as Record<string, unknown>
}

beforeAll(async () => {
  stack = await getTestStack()
  service = client(stack.serviceRoleKey)
  anon = client()
  ;({ supabase: member, id: memberId } = await signedUp())
  ;({ supabase: admin, id: adminId } = await signedInMember(stack, ['admin']))
  for (const table of TABLES) {
    rowIds[table] = await storeIntakeRow(service, table)
  }
})

afterAll(async () => {
  for (const table of TABLES) await service.from(table).delete().eq('id', rowIds[table])
  await service.from('user_roles').delete().eq('user_id', adminId)
  await Promise.all([member?.auth.signOut(), admin?.auth.signOut()])
})

describe.each([
  ['an anonymous visitor', () => anon],
  ['a signed-in non-admin', () => member],
])('%s', (_who, who) => {
  it.each(TABLES)('cannot read any row of %s', async (table) => {
    const { data } = await who().from(table).select('*')
    expect(data ?? []).toEqual([])
  })

  it.each(TABLES)('cannot count the rows of %s', async (table) => {
    const { count } = await who().from(table).select('id', { count: 'exact', head: true })
    expect(count ?? 0).toBe(0)
  })

  it.each(TABLES)('cannot change the status of a row in %s', async (table) => {
    const before = await statusOf(table, rowIds[table])
    const next = table === 'coach_applications' ? 'approved' : 'closed'
    const { data } = await who()
      .from(table)
      .update({ status: next })
      .eq('id', rowIds[table])
      .select()
    expect(data ?? []).toEqual([])
    expect(await statusOf(table, rowIds[table])).toBe(before)
  })

  it.each(TABLES)('cannot delete a row of %s', async (table) => {
    await who().from(table).delete().eq('id', rowIds[table])
    expect(await rowAsService(table, rowIds[table])).toMatchObject({ id: rowIds[table] })
  })

  it('cannot read the status history', async () => {
    const { data } = await who().from('status_changes').select('*')
    expect(data ?? []).toEqual([])
    const history = await who().rpc('desk_status_history', {
      _record_id: rowIds.coach_applications,
    })
    expect(history.error).not.toBeNull()
    expect(history.data).toBeNull()
  })

  it('cannot read the application overview', async () => {
    for (const fn of ['desk_applications_per_week', 'desk_applications_per_region'] as const) {
      const { data, error } = await who().rpc(fn)
      expect(error, fn).not.toBeNull()
      expect(data, fn).toBeNull()
    }
  })

  it('cannot grant the admin role', async () => {
    const { error } = await who().from('user_roles').insert({ user_id: memberId, role: 'admin' })
    expect(error).not.toBeNull()
    const { data } = await service.from('user_roles').select('role').eq('user_id', memberId)
    expect(data).toEqual([])
  })
})

describe('an admin', () => {
  it.each(TABLES)('reads the rows of %s', async (table) => {
    const { data, error } = await admin.from(table).select('id').eq('id', rowIds[table])
    expect(error).toBeNull()
    expect(data).toEqual([{ id: rowIds[table] }])
  })

  it.each(TABLES)(
    'changes the status of a row in %s, and the change is recorded',
    async (table) => {
      const next = table === 'coach_applications' ? 'interview' : 'responded'
      const before = await statusOf(table, rowIds[table])
      const { data, error } = await admin
        .from(table)
        .update({ status: next })
        .eq('id', rowIds[table])
        .select('status')
      expect(error).toBeNull()
      expect(data).toEqual([{ status: next }])

      const history = await admin.rpc('desk_status_history', { _record_id: rowIds[table] })
      expect(history.error).toBeNull()
      expect(history.data?.[0]).toMatchObject({
        table_name: table,
        old_status: before,
        new_status: next,
        changed_by: adminId,
      })
      const direct = await admin.from('status_changes').select('*').eq('record_id', rowIds[table])
      expect(direct.data?.length).toBeGreaterThan(0)
    },
  )

  it.each(TABLES)('cannot change anything but the status in %s', async (table) => {
    const before = await rowAsService(table, rowIds[table])
    for (const change of [
      { first_name: 'Mallory' },
      { email: 'mallory@example.test' },
      { created_at: '2000-01-01T00:00:00Z' },
      { status: before.status, last_name: 'Changed' },
    ]) {
      const { error } = await admin.from(table).update(change).eq('id', rowIds[table])
      expect(error, JSON.stringify(change)).not.toBeNull()
    }
    expect(await rowAsService(table, rowIds[table])).toEqual(before)
  })

  it.each(TABLES)('cannot delete a row of %s', async (table) => {
    await admin.from(table).delete().eq('id', rowIds[table])
    expect(await rowAsService(table, rowIds[table])).toMatchObject({ id: rowIds[table] })
  })

  it.each([
    ['coach_applications', 'hired'],
    ['coach_applications', 'new'],
    ['contact_submissions', 'approved'],
    ['alliance_registrations', ''],
  ] as const)('is refused a status outside the allowed set (%s: %j)', async (table, status) => {
    const before = await statusOf(table, rowIds[table])
    const { error } = await admin.from(table).update({ status }).eq('id', rowIds[table])
    expect(error?.code).toBe('23514')
    expect(await statusOf(table, rowIds[table])).toBe(before)
  })

  it('cannot write the status history directly', async () => {
    const { error } = await admin.from('status_changes').insert({
      table_name: 'coach_applications',
      record_id: rowIds.coach_applications,
      old_status: 'pending',
      new_status: 'approved',
    })
    expect(error).not.toBeNull()
  })

  it('cannot grant the admin role to another user', async () => {
    const { error } = await admin.from('user_roles').insert({ user_id: memberId, role: 'admin' })
    expect(error).not.toBeNull()
    const { data } = await service.from('user_roles').select('role').eq('user_id', memberId)
    expect(data).toEqual([])
  })
})

describe('the service role', () => {
  it('can grant the admin role, and that user then reads submissions with two-factor', async () => {
    const { supabase, id } = await signedUp()
    const before = await supabase
      .from('coach_applications')
      .select('id')
      .eq('id', rowIds.coach_applications)
    expect(before.data ?? []).toEqual([])

    const { error } = await service.from('user_roles').insert({ user_id: id, role: 'admin' })
    expect(error).toBeNull()
    await withTwoFactor(supabase)
    const after = await supabase
      .from('coach_applications')
      .select('id')
      .eq('id', rowIds.coach_applications)
    expect(after.data).toEqual([{ id: rowIds.coach_applications }])
    await service.from('user_roles').delete().eq('user_id', id)
  })
})
