/**
 * Every missing id answers 404 with a sentence, through the gateway (the
 * baseline's private.require_desk_record and the RPCs that name an id): the RPCs raise PT404, which PostgREST answers with
 * HTTP 404, instead of P0002, which it answers with 500.
 */
import { beforeAll, expect, it } from 'vitest'
import { signedInMember } from '../support/auth-sessions'
import { getTestStack, type TestStack } from '../support/test-stack'

const MISSING = '00000000-0000-4000-8000-00000000dead'

let stack: TestStack
let token: string

beforeAll(async () => {
  stack = await getTestStack()
  const member = await signedInMember(stack, ['admin', 'editor'])
  token = (await member.supabase.auth.getSession()).data.session?.access_token ?? ''
})

async function call(name: string, args: Record<string, unknown>) {
  const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  const body = (await response.json()) as { code?: string; message?: string }
  return { name, status: response.status, code: body.code, message: body.message ?? '' }
}

it('the six RPCs answer 404 with a sentence for an id that does not exist', async () => {
  const answers = [
    await call('retry_delivery', { p_delivery_id: MISSING }),
    await call('set_record_assignment', {
      p_record_kind: 'contact_submission',
      p_record_id: MISSING,
      p_assign: true,
    }),
    await call('restore_site_version', { _version_id: MISSING }),
    await call('cancel_site_schedule', { _id: MISSING }),
    await call('admin_attach_inbound_mail', {
      p_message_id: MISSING,
      p_record_kind: 'contact_submission',
      p_record_id: MISSING,
    }),
    await call('admin_discard_inbound_mail', { p_message_id: MISSING }),
  ]
  for (const answer of answers) {
    expect(answer).toMatchObject({ status: 404, code: 'PT404' })
    // A sentence a person can read: it says what happened and what to do, and ends with a stop.
    expect(answer.message).toMatch(/^[A-Z][^%]{30,}\.$/)
    expect(answer.message).not.toContain(MISSING)
  }
})
