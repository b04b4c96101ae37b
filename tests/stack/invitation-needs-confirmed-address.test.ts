/**
 * An invitation grants nothing to an unconfirmed account, through the real endpoints: a stranger
 * who signs up first with a future reviewer's address, and cannot confirm it, gets no role when an
 * admin invites that address; the invitee who follows the invitation's link gets the role, and the
 * stranger's password no longer signs in.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, signedInAdminWithTwoFactor } from '../support/auth-sessions'
import { makeUser } from '../support/factories'
import { followLink, invitationTo, verifyLinkIn } from '../support/stack-inbox'
import { getTestStack, type TestStack } from '../support/test-stack'
import { removeAccounts } from '../support/stack-rows'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
const created: string[] = []

const client = () => anonClient(stack)

async function rolesOf(email: string): Promise<string[]> {
  const { rows } = await db.query<{ role: string }>(
    `select r.role::text from public.user_roles r join auth.users u on u.id = r.user_id
     where lower(u.email) = lower($1)`,
    [email],
  )
  return rows.map((row) => row.role)
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await removeAccounts(db, created)
  await db.end()
})

describe('an invitation to an address a stranger registered first', () => {
  it('grants the stranger nothing, and the invitee the role once they follow the link', async () => {
    const admin = await signedInAdminWithTwoFactor(stack)
    created.push(admin.id)
    const { email } = makeUser()
    const stranger = { email, password: 'stranger chose this password' }

    // The stranger signs up with the future reviewer's address; no confirmation reaches them.
    const signUp = await client().auth.signUp(stranger)
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    created.push(signUp.data.user!.id)

    const { data, error } = await admin.supabase.functions.invoke('manage-reviewers', {
      body: {
        action: 'invite',
        email,
        role: 'reviewer',
        redirectTo: 'http://127.0.0.1:5173/auth/reset-password',
      },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ status: 'invited' })
    expect(await rolesOf(email)).toEqual([])
    const strangerSignIn = await client().auth.signInWithPassword(stranger)
    expect(strangerSignIn.error?.message).toMatch(/not confirmed/i)

    // The admin sees the invitation waiting, not a reviewer.
    const listed = await admin.supabase.rpc('admin_reviewers')
    expect(listed.data).toContainEqual(expect.objectContaining({ email, accepted: false }))

    // The person who holds the mailbox follows the invitation's link.
    const fragment = await followLink(verifyLinkIn(await invitationTo(stack, email)))
    expect(fragment.get('access_token')).toBeTruthy()
    expect(await rolesOf(email)).toEqual(['reviewer'])

    // The password the stranger chose no longer signs in; the invitee sets their own.
    const afterwards = await client().auth.signInWithPassword(stranger)
    expect(afterwards.data.session).toBeNull()
    expect(afterwards.error?.message).toMatch(/invalid login credentials/i)
    const invitee = client()
    await invitee.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    const update = await invitee.auth.updateUser({ password: 'the invitee chose this one' })
    expect(update.error).toBeNull()
    const own = await client().auth.signInWithPassword({
      email,
      password: 'the invitee chose this one',
    })
    expect(own.error).toBeNull()
  })
})
