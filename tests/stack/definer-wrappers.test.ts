/**
 * The definer functions behind the API (each `private.<name>` with its SECURITY INVOKER wrapper
 * beside it in the baseline, 20251101000000_platform.sql says why; docs/advisor.md): through
 * `/rest/v1/rpc` a visitor reaches the RPCs as the wrappers in `public`, and cannot reach `private`, which config.toml does not expose.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseToml } from '../../stack/gateway/config-toml'
import { REPO_ROOT } from '../../stack/db/supabase-cli'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack

beforeAll(async () => {
  stack = await getTestStack()
})

const visitor = () => ({ apikey: stack.publishableKey, 'content-type': 'application/json' })

describe('definer functions behind invoker wrappers, through the REST API', () => {
  it('config.toml exposes public and graphql_public, never private', () => {
    const config = parseToml(readFileSync(`${REPO_ROOT}/supabase/config.toml`, 'utf8'))
    expect(config.get('api')?.schemas).toEqual(['public', 'graphql_public'])
  })

  it('refuses the private schema as a profile (PostgREST PGRST106), for reads and calls', async () => {
    const call = await fetch(`${stack.apiUrl}/rest/v1/rpc/submit_contact_message`, {
      method: 'POST',
      headers: { ...visitor(), 'content-profile': 'private' },
      body: JSON.stringify({ p_submission: {}, p_idempotency_key: crypto.randomUUID() }),
    })
    expect(call.status).toBe(406)
    expect(await call.json()).toMatchObject({ code: 'PGRST106' })
    const read = await fetch(`${stack.apiUrl}/rest/v1/rpc/published_site_content`, {
      headers: { ...visitor(), 'accept-profile': 'private' },
    })
    expect(read.status).toBe(406)
    expect(await read.json()).toMatchObject({ code: 'PGRST106' })
  })

  it('serves a visitor the public look-ups through the wrappers, with GET where the function is stable', async () => {
    // published_site_content is STABLE, as its wrapper is: PostgREST lets GET call it.
    const content = await fetch(`${stack.apiUrl}/rest/v1/rpc/published_site_content`, {
      headers: visitor(),
    })
    expect(content.status).toBe(200)
    expect(Array.isArray(await content.json())).toBe(true)
    // client_address_probe's argument keeps its default through the wrapper.
    const probe = await fetch(`${stack.apiUrl}/rest/v1/rpc/client_address_probe`, {
      method: 'POST',
      headers: visitor(),
      body: '{}',
    })
    expect(probe.status).toBe(200)
    expect(await probe.json()).toHaveProperty('seen')
  })

  it('refuses a visitor a member-only RPC, as before the move', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/desk_unread_counts`, {
      method: 'POST',
      headers: visitor(),
      body: '{}',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: '42501' })
  })
})
