/**
 * Findings of the launch-readiness review, each as an attacker met it on the landed code:
 * has_role as an oracle of who is admin, a huge Range header, a deeply nested or= filter, an
 * oversized sign-up, an oversized body to a function (now refused by the function itself), and
 * services that connected to the database as the superuser. Each test failed before its fix.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceRoleUrls } from '../db/service-roles'
import { makeUser } from '../../tests/support/factories'
import { signedInUser, withTwoFactor } from '../../tests/support/auth-sessions'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'
import { connectStackDb } from '../../tests/support/stack-db'

let stack: TestStack
let db: pg.Client

const options = { auth: { persistSession: false, autoRefreshToken: false } }

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await db?.end()
})

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(stack.apiUrl, stack.anonKey, options)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

async function userId(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
    email.toLowerCase(),
  ])
  if (!rows[0]) throw new Error(`no user ${email}`)
  return rows[0].id
}

describe('has_role', () => {
  it('does not tell a signed-in user whether someone else is an admin', async () => {
    const admin = stack.admin
    if (!admin) throw new Error('the test stack has no admin')
    const { supabase: member } = await signedInUser(stack)
    const adminId = await userId(admin.email)

    const { data: aboutAdmin, error } = await member.rpc('has_role', {
      _user_id: adminId,
      _role: 'admin',
    })
    expect(error).toBeNull()
    expect(aboutAdmin).toBe(false)

    // The admin's own check, which the admin area and the policies rely on, still answers.
    if (!admin.totpSecret) throw new Error('the test stack admin has no authenticator')
    const adminClient = await withTwoFactor(await signedIn(admin.email, admin.password), {
      totpSecret: admin.totpSecret,
    })
    const { data: aboutSelf } = await adminClient.rpc('has_role', {
      _user_id: adminId,
      _role: 'admin',
    })
    expect(aboutSelf).toBe(true)
  })
})

describe('Range header', () => {
  const read = (range: string) =>
    fetch(`${stack.apiUrl}/rest/v1/contact_submissions?select=id`, {
      headers: { apikey: stack.serviceRoleKey, range },
    })

  it('answers a lower bound beyond any offset with 416 PGRST103, not a database error', async () => {
    for (const range of ['99999999999999999999-', '99999999999999999999-99999999999999999999']) {
      const response = await read(range)
      expect(response.status, range).toBe(416)
      expect(await response.json()).toMatchObject({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
      })
    }
  })

  it('reads a huge upper bound as "to the end", capped by max rows', async () => {
    const response = await read('0-99999999999999999999')
    expect(response.status).toBeLessThan(300)
    expect(Array.isArray(await response.json())).toBe(true)
  })
})

describe('logic trees', () => {
  it('answers 2,500 nested and( in or= with a clean 400 PGRST100, and keeps serving', async () => {
    const tree = `(${'and('.repeat(2500)}id.eq.1${')'.repeat(2500)})`
    const response = await fetch(
      `${stack.apiUrl}/rest/v1/contact_submissions?select=id&or=${encodeURIComponent(tree)}`,
      { headers: { apikey: stack.serviceRoleKey } },
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { code: string; message: string; details: string }
    expect(body.code).toBe('PGRST100')
    expect(body.details).toMatch(/nest/)
    expect(body.message.length).toBeLessThan(300)

    const nested = `(first_name.eq.a,${'and('.repeat(10)}first_name.eq.b${')'.repeat(10)})`
    const ok = await fetch(
      `${stack.apiUrl}/rest/v1/contact_submissions?select=id&or=${encodeURIComponent(nested)}`,
      { headers: { apikey: stack.serviceRoleKey } },
    )
    expect(ok.status).toBe(200)
  })
})

describe('functions route', () => {
  const path = '/functions/v1/send-contact-notification'

  // The gateway sets no body limit (neither the edge runtime nor the platform documents one); the
  // protection is the function's own, in code that deploys
  // (supabase/functions/_shared/notification-handler.ts: 64 KB).
  it("refuses a body over the function's own 64 KB limit with its 413", async () => {
    const response = await fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        apikey: stack.publishableKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message: 'x'.repeat(100 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Request body too large' })
  })

  it('still serves the next request on a new connection', async () => {
    const response = await fetch(`${stack.apiUrl}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBeLessThan(300)
  })
})

describe('database roles', () => {
  it('the auth service connects as supabase_auth_admin, not as a superuser', async () => {
    const user = makeUser()
    const client = createClient(stack.apiUrl, stack.anonKey, options)
    const { error } = await client.auth.signUp({ email: user.email, password: user.password })
    expect(error).toBeNull()
    const { rows } = await db.query<{ usename: string; usesuper: boolean }>(
      `select distinct a.usename, u.usesuper
       from pg_stat_activity a join pg_user u on u.usename = a.usename
       where a.application_name = 'local-auth'`,
    )
    expect(rows).toEqual([{ usename: 'supabase_auth_admin', usesuper: false }])
  })

  it('the functions get a database URL whose role cannot act as the superuser', async () => {
    const { functionsUrl } = serviceRoleUrls(stack.dbUrl)
    const functionsDb = new pg.Client({ connectionString: functionsUrl })
    await functionsDb.connect()
    try {
      const { rows } = await functionsDb.query<{ usesuper: boolean }>(
        'select usesuper from pg_user where usename = current_user',
      )
      expect(rows).toEqual([{ usesuper: false }])
      await expect(functionsDb.query("copy (select 1) to program 'true'")).rejects.toMatchObject({
        code: '42501',
      })
      await expect(functionsDb.query('select count(*) from auth.users')).rejects.toMatchObject({
        code: '42501',
      })
    } finally {
      await functionsDb.end()
    }
  })
})
