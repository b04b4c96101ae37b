/**
 * The team's roles, through @supabase/supabase-js against the stack (docs/roles.md): a reviewer
 * works submissions but cannot invite, delete personal data or change settings; an editor reads
 * no submission, note, reply or audit entry; a removed member's tokens stop working; a missing
 * member answers 404 with a sentence; a rewritten audit entry is found.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInMember } from '../support/auth-sessions'
import { getTestStack, type TestStack } from '../support/test-stack'
import { removeAccounts, storeIntakeRow } from '../support/stack-rows'
import { connectStackDb } from '../support/stack-db'
import { mailsTo } from '../support/stack-inbox'
import { callDeliveryWorker, waitFor } from '../support/outbox-worker'

let stack: TestStack
let db: pg.Client
let service: SupabaseClient
let contactId: string
const created: string[] = []

function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** A confirmed account holding `roles`, signed in with two factors (a trusted session). */
async function member(...roles: ('admin' | 'reviewer' | 'editor')[]) {
  const { supabase, id, email } = await signedInMember(stack, roles)
  created.push(id)
  return { supabase, id, email }
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  service = client(stack.serviceRoleKey)
  contactId = await storeIntakeRow(service, 'contact_submissions')
})

afterAll(async () => {
  await service?.from('contact_submissions').delete().eq('id', contactId)
  await removeAccounts(db, created)
  await db?.end()
})

describe('a reviewer', () => {
  it('reads and works submissions: reads, sets a status, writes a note', async () => {
    const reviewer = await member('reviewer')
    const read = await reviewer.supabase
      .from('contact_submissions')
      .select('id')
      .eq('id', contactId)
    expect(read.data).toEqual([{ id: contactId }])
    const status = await reviewer.supabase.rpc('desk_set_status', {
      _record_kind: 'contact_submission',
      _record_ids: [contactId],
      _status: 'pending',
    })
    expect(status.error).toBeNull()
    const note = await reviewer.supabase
      .from('record_notes')
      .insert({ record_kind: 'contact_submission', record_id: contactId, body: 'Called.' })
      .select('id')
    expect(note.error).toBeNull()
  })

  it('cannot invite, delete personal data or change settings', async () => {
    const reviewer = await member('reviewer')
    const invite = await reviewer.supabase.rpc('admin_invite_reviewer', {
      _email: 'someone@example.test',
      _role: 'admin',
    })
    expect(invite.error?.code).toBe('42501')
    const invitedByFunction = await reviewer.supabase.functions.invoke('manage-reviewers', {
      body: { action: 'invite', email: 'someone@example.test', role: 'admin' },
    })
    expect(invitedByFunction.error).not.toBeNull()
    const erase = await reviewer.supabase.rpc('admin_delete_personal_data', {
      _email: 'someone@example.test',
    })
    expect(erase.error?.code).toBe('42501')
    const deleteRecord = await reviewer.supabase.rpc('admin_delete_record', {
      _record_kind: 'contact_submission',
      _record_id: contactId,
    })
    expect(deleteRecord.error?.code).toBe('42501')
    const settings = await reviewer.supabase.rpc('admin_update_desk_settings', {
      _require_two_factor: false,
    })
    expect(settings.error?.code).toBe('42501')
    const routes = await reviewer.supabase
      .from('notification_routes')
      .insert({ record_kind: 'alliance_registration', recipients: ['outside@example.test'] })
    expect(routes.error?.code).toBe('42501')
    const audit = await reviewer.supabase.from('audit_log').select('id').limit(1)
    expect(audit.data).toEqual([])
    const still = await service.from('contact_submissions').select('id').eq('id', contactId)
    expect(still.data).toHaveLength(1)
  })
})

describe('an editor', () => {
  it('reads no submission, note, reply, delivery or audit entry, and can edit the site', async () => {
    const editor = await member('editor')
    for (const table of [
      'contact_submissions',
      'coach_applications',
      'alliance_registrations',
      'record_notes',
      'desk_replies',
      'notification_deliveries',
      'status_changes',
      'audit_log',
      'reviewer_invitations',
    ] as const) {
      const { data, error } = await editor.supabase.from(table).select('*').limit(1)
      expect(error, table).toBeNull()
      expect(data, table).toEqual([])
    }
    const timeline = await editor.supabase.rpc('desk_record_timeline', {
      _record_kind: 'contact_submission',
      _record_id: contactId,
    })
    expect(timeline.error?.code).toBe('42501')
    const export_ = await editor.supabase.rpc('admin_personal_data', {
      _email: 'someone@example.test',
    })
    expect(export_.error?.code).toBe('42501')
    const canEdit = await editor.supabase.rpc('can_edit_site')
    expect(canEdit.data).toBe(true)
  })
})

describe('administrators', () => {
  it('a removed member’s tokens stop working at once, refresh token included', async () => {
    const admin = await member('admin')
    const reviewer = await member('reviewer')
    const { data: session } = await reviewer.supabase.auth.getSession()
    const refreshToken = session.session!.refresh_token
    expect(
      (await reviewer.supabase.from('contact_submissions').select('id').eq('id', contactId)).data,
    ).toHaveLength(1)

    const removed = await admin.supabase.rpc('admin_remove_reviewer', { _user_id: reviewer.id })
    expect(removed.error).toBeNull()

    const after = await reviewer.supabase.from('contact_submissions').select('id')
    expect(after.data).toEqual([])
    const refreshed = await client().auth.refreshSession({ refresh_token: refreshToken })
    expect(refreshed.error).not.toBeNull()
  })

  it('a removed member is told by e-mail, through the outbox, that their access ended', async () => {
    const admin = await member('admin')
    const reviewer = await member('reviewer')
    const removed = await admin.supabase.rpc('admin_remove_reviewer', { _user_id: reviewer.id })
    expect(removed.error).toBeNull()

    const { rows } = await db.query<{ state: string }>(
      `select d.state
       from public.notification_deliveries d join private.auth_emails e on e.id = d.item_id
       where d.kind = 'auth_email' and d.record_id = $1 and e.email_action_type = 'access_removed'`,
      [reviewer.id],
    )
    expect(rows).toHaveLength(1)
    // The worker renders it (supabase/functions/_shared/access-removed.ts) and names its kind.
    const mail = await waitFor(
      async () => {
        const worker = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
        await worker.body?.cancel()
        return (await mailsTo(stack, reviewer.email.toLowerCase(), 'access-removed'))[0]
      },
      (found) => found !== undefined,
    )
    expect(mail?.text).toContain(`removed ${reviewer.email.toLowerCase()} from the Alliance desk`)
    expect(mail?.text).toMatch(/ M[SD]T\./)
    // Left in the outbox, another stack test's backlog check would count it.
    await db.query(`delete from public.notification_deliveries where record_id = $1`, [reviewer.id])
  })

  it('a missing member answers 404 with a sentence, not 500', async () => {
    const admin = await member('admin')
    const response = await admin.supabase.rpc('admin_remove_reviewer', {
      _user_id: '00000000-0000-4000-8000-000000000404',
    })
    expect(response.status).toBe(404)
    expect(response.error?.message).toBe(
      'That team member was not found; they may already have been removed.',
    )
  })

  it('a role change is audited with the administrator who made it', async () => {
    const admin = await member('admin')
    const reviewer = await member('reviewer')
    const changed = await admin.supabase.rpc('admin_set_member_roles', {
      _user_id: reviewer.id,
      _roles: ['reviewer', 'editor'],
    })
    expect(changed.data).toEqual(['reviewer', 'editor'])
    const { rows } = await db.query<{ actor_id: string }>(
      `select actor_id from public.audit_log where action = 'role_granted'
       and target_id = $1 and details ->> 'role' = 'editor'`,
      [reviewer.id],
    )
    expect(rows).toEqual([{ actor_id: admin.id }])
  })

  it('a rewritten audit entry is found by the chain check', async () => {
    const admin = await member('admin')
    const before = await admin.supabase.rpc('audit_log_chain').single()
    expect(before.data).toEqual(expect.objectContaining({ first_broken_id: null }))
    // The database owner (postgres) rewrites the newest entry behind the trigger's back.
    const { rows } = await db.query<{ id: string }>(
      'select id from public.audit_log order by id desc limit 1',
    )
    const id = rows[0]!.id
    await db.query('begin')
    try {
      await db.query('alter table public.audit_log disable trigger audit_log_append_only')
      await db.query(`update public.audit_log set details = '{"forged": true}' where id = $1`, [id])
      // Uncommitted, so the desk's own request cannot see it yet: checked in the same transaction.
      const { rows: chain } = await db.query<{ first_broken_id: string }>(
        'select first_broken_id from public.audit_log_chain()',
      )
      expect(chain[0]!.first_broken_id).toBe(id)
    } finally {
      await db.query('rollback')
    }
  })
})
