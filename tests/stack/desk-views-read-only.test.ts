/**
 * The desk's three list views refuse writes with 4xx through the gateway, never 500 (migration
 * 20251101040100_desk_lists.sql): 401 to an anonymous request,
 * 403 to a signed-in reviewer, as PostgREST answers SQLSTATE 42501.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signedInMember } from '../support/auth-sessions'
import { getTestStack, type TestStack } from '../support/test-stack'

const VIEWS = ['coach_applications_desk', 'contact_submissions_desk', 'alliance_registrations_desk']
const METHODS = ['POST', 'PATCH', 'DELETE'] as const

let stack: TestStack
let reviewerToken: string

beforeAll(async () => {
  stack = await getTestStack()
  const reviewer = await signedInMember(stack, ['reviewer'])
  reviewerToken = (await reviewer.supabase.auth.getSession()).data.session?.access_token ?? ''
})

afterAll(async () => {
  await stack?.stop()
})

async function write(view: string, method: (typeof METHODS)[number], token?: string) {
  const filter = method === 'POST' ? '' : '?id=eq.00000000-0000-4000-8000-000000000000'
  const response = await fetch(`${stack.apiUrl}/rest/v1/${view}${filter}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'DELETE' ? undefined : JSON.stringify({ first_name: 'Mallory' }),
  })
  const body = (await response.json()) as { code?: string }
  return `${view} ${method} ${response.status} ${body.code}`
}

it('every write to a desk view answers 401 anonymous and 403 signed in, with 42501', async () => {
  const answers: string[] = []
  const expected: string[] = []
  for (const view of VIEWS) {
    for (const method of METHODS) {
      answers.push(await write(view, method))
      expected.push(`${view} ${method} 401 42501`)
      answers.push(await write(view, method, reviewerToken))
      expected.push(`${view} ${method} 403 42501`)
    }
  }
  expect(answers).toEqual(expected)
})
