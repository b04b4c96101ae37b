/**
 * Notes and read markers are enforced by the database, through @supabase/supabase-js: an
 * anonymous visitor and a signed-in non-admin can neither read nor write notes or read markers,
 * nor see the desk views' rows; an admin cannot edit or delete another admin's note, nor read or
 * write another admin's read markers. Test data is written inline (one submission).
 */
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInMember, signedInUser } from '../support/auth-sessions'
import { getTestStack, type TestStack } from '../support/test-stack'

const PASSWORD = 'correct horse battery'

let stack: TestStack
let service: SupabaseClient
let anon: SupabaseClient
let member: SupabaseClient
let admin: SupabaseClient
let otherAdmin: SupabaseClient
let adminId: string
let otherAdminId: string
let applicationId: string
let noteId: string

function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** Sign-up now waits for an e-mailed confirmation, so accounts come confirmed from the helper. */
async function signedUp(): Promise<{ supabase: SupabaseClient; id: string }> {
  const { supabase, id } = await signedInUser(stack, {
    email: `desk-security-${randomUUID()}@example.test`,
    password: PASSWORD,
  })
  return { supabase, id }
}

async function noteBody(id: string): Promise<string | undefined> {
  const { data } = await service.from('record_notes').select('body').eq('id', id).maybeSingle()
  return (data as { body: string } | null)?.body
}

beforeAll(async () => {
  stack = await getTestStack()
  service = client(stack.serviceRoleKey)
  anon = client()
  ;({ supabase: member } = await signedUp())
  const adminOptions = () => ({
    overrides: { email: `desk-security-${randomUUID()}@example.test`, password: PASSWORD },
  })
  ;({ supabase: admin, id: adminId } = await signedInMember(stack, ['admin'], adminOptions()))
  ;({ supabase: otherAdmin, id: otherAdminId } = await signedInMember(
    stack,
    ['admin'],
    adminOptions(),
  ))
  const inserted = await service
    .from('coach_applications')
    .insert({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `desk-${randomUUID()}@example.test`,
      phone: '208-555-0100',
      city: 'Boise',
      region: 'southwestern',
      organization: 'High school teacher',
      title: 'High school teacher',
      experience: 'Ten years teaching algebra and running the robotics club after school.',
      ai_experience: 'beginner',
      teaching_experience: 'Yes',
      availability: 'part-time',
      motivation: 'I want to help teachers in rural Idaho use AI tools with confidence.',
    })
    .select('id')
    .single()
  if (inserted.error) throw inserted.error
  applicationId = (inserted.data as { id: string }).id
  const note = await admin
    .from('record_notes')
    .insert({ record_kind: 'coach_application', record_id: applicationId, body: 'Strong fit.' })
    .select('id')
    .single()
  if (note.error) throw note.error
  noteId = (note.data as { id: string }).id
  const read = await admin
    .from('record_reads')
    .insert({ record_kind: 'coach_application', record_id: applicationId })
  if (read.error) throw read.error
})

afterAll(async () => {
  await service.from('coach_applications').delete().eq('id', applicationId)
  await service.from('user_roles').delete().in('user_id', [adminId, otherAdminId])
})

describe.each([
  ['an anonymous visitor', () => anon],
  ['a signed-in non-admin', () => member],
])('%s', (_who, who) => {
  it('cannot read notes', async () => {
    const { data } = await who().from('record_notes').select('*')
    expect(data ?? []).toEqual([])
  })

  it('cannot add a note', async () => {
    const { error } = await who()
      .from('record_notes')
      .insert({ record_kind: 'coach_application', record_id: applicationId, body: 'Sneaky.' })
    expect(error).not.toBeNull()
    const { count } = await service
      .from('record_notes')
      .select('id', { count: 'exact', head: true })
      .eq('record_id', applicationId)
    expect(count).toBe(1)
  })

  it('cannot edit or delete a note', async () => {
    await who().from('record_notes').update({ body: 'Changed.' }).eq('id', noteId)
    await who().from('record_notes').delete().eq('id', noteId)
    expect(await noteBody(noteId)).toBe('Strong fit.')
  })

  it('cannot read read markers', async () => {
    const { data } = await who().from('record_reads').select('*')
    expect(data ?? []).toEqual([])
  })

  it('cannot write read markers', async () => {
    const { error } = await who()
      .from('record_reads')
      .insert({ record_kind: 'coach_application', record_id: applicationId })
    expect(error).not.toBeNull()
  })

  it('sees no rows through the desk view', async () => {
    const { data } = await who().from('coach_applications_desk').select('id')
    expect(data ?? []).toEqual([])
  })

  it('cannot read a timeline or change statuses in bulk', async () => {
    const timeline = await who().rpc('desk_record_timeline', {
      _record_kind: 'coach_application',
      _record_id: applicationId,
    })
    expect(timeline.data ?? []).toEqual([])
    expect(timeline.error).not.toBeNull()
    const bulk = await who().rpc('desk_set_status', {
      _record_kind: 'coach_application',
      _record_ids: [applicationId],
      _status: 'approved',
    })
    expect(bulk.error).not.toBeNull()
  })
})

describe('an admin', () => {
  it("cannot edit another admin's note", async () => {
    const { data } = await otherAdmin
      .from('record_notes')
      .update({ body: 'Rewritten by someone else.' })
      .eq('id', noteId)
      .select('id')
    expect(data ?? []).toEqual([])
    expect(await noteBody(noteId)).toBe('Strong fit.')
  })

  it("cannot delete another admin's note", async () => {
    await otherAdmin.from('record_notes').delete().eq('id', noteId)
    expect(await noteBody(noteId)).toBe('Strong fit.')
  })

  it('cannot write a note in the name of another admin', async () => {
    const { error } = await otherAdmin.from('record_notes').insert({
      record_kind: 'coach_application',
      record_id: applicationId,
      body: 'Forged.',
      author_id: adminId,
    })
    expect(error).not.toBeNull()
  })

  it('reads every note, and edits their own', async () => {
    const { data } = await otherAdmin.from('record_notes').select('body').eq('id', noteId)
    expect(data).toEqual([{ body: 'Strong fit.' }])
    const edited = await admin
      .from('record_notes')
      .update({ body: 'Strong fit; interview next.' })
      .eq('id', noteId)
      .select('id')
    expect(edited.data).toHaveLength(1)
    expect(await noteBody(noteId)).toBe('Strong fit; interview next.')
  })

  it("does not see another admin's read markers, and sees the record as new", async () => {
    const { data } = await otherAdmin.from('record_reads').select('*')
    expect(data ?? []).toEqual([])
    const row = await otherAdmin
      .from('coach_applications_desk')
      .select('unread')
      .eq('id', applicationId)
      .single()
    expect(row.data).toEqual({ unread: true })
    const own = await admin
      .from('coach_applications_desk')
      .select('unread')
      .eq('id', applicationId)
      .single()
    expect(own.data).toEqual({ unread: false })
  })

  it('changes statuses in bulk, each recorded in the status history', async () => {
    const { data, error } = await admin.rpc('desk_set_status', {
      _record_kind: 'coach_application',
      _record_ids: [applicationId],
      _status: 'interview',
    })
    expect(error).toBeNull()
    expect(data).toBe(1)
    const history = await service
      .from('status_changes')
      .select('new_status, changed_by')
      .eq('record_id', applicationId)
    expect(history.data).toEqual([{ new_status: 'interview', changed_by: adminId }])
  })
})
