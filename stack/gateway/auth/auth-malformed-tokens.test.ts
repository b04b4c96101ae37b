/**
 * Malformed access tokens at /auth/v1/user answer as GoTrue does (401 without a token, 403
 * bad_jwt for one it cannot use), never 500, which would read as a server fault. The security test
 * campaign's case: a token signed with the project secret whose session_id is not a uuid.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../jwt'
import { signedInUser } from '../../../tests/support/auth-sessions'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack
let userId: string

beforeAll(async () => {
  stack = await getTestStack()
  userId = (await signedInUser(stack)).id
})

async function getUser(token: string | null) {
  const response = await fetch(`${stack.apiUrl}/auth/v1/user`, {
    headers: {
      apikey: stack.anonKey,
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      'X-Supabase-Api-Version': '2024-01-01',
    },
  })
  return { status: response.status, body: (await response.json()) as { code?: string } }
}

async function tokenWith(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000)
  return signJwt(
    {
      sub: userId,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 600,
      ...claims,
    },
    stack.jwtSecret,
  )
}

describe('GET /auth/v1/user with a malformed token', () => {
  const cases: [string, () => Promise<string | null>, number, string][] = [
    ['no token', async () => null, 401, 'no_authorization'],
    [
      'a session_id that is not a uuid',
      () => tokenWith({ session_id: 'not-a-uuid' }),
      403,
      'bad_jwt',
    ],
    [
      'a session_id with SQL in it',
      () => tokenWith({ session_id: "x' or '1'='1" }),
      403,
      'bad_jwt',
    ],
    ['a session_id that is a number', () => tokenWith({ session_id: 42 }), 403, 'bad_jwt'],
    ['a session_id that is an object', () => tokenWith({ session_id: { id: 1 } }), 403, 'bad_jwt'],
    [
      'a sub that is not a uuid',
      () => tokenWith({ sub: 'admin', session_id: undefined }),
      403,
      'bad_jwt',
    ],
    ['a sub that is a number', () => tokenWith({ sub: 7 }), 403, 'bad_jwt'],
    ['two parts', async () => 'abc.def', 403, 'bad_jwt'],
    ['garbage in three parts', async () => 'a.b.c', 403, 'bad_jwt'],
    [
      'a token signed with another secret',
      async () => signJwt({ sub: userId }, 'x'.repeat(40)),
      403,
      'bad_jwt',
    ],
    [
      'an unknown session',
      () => tokenWith({ session_id: '00000000-0000-4000-8000-000000000000' }),
      403,
      'session_not_found',
    ],
  ]
  for (const [name, token, status, code] of cases) {
    it(`answers ${status} ${code} for ${name}, not 500`, async () => {
      const answer = await getUser(await token())
      expect(answer.status).toBe(status)
      expect(answer.body.code).toBe(code)
    })
  }
})
