import assert from 'node:assert/strict'
import { keyHeaders, publicKey, serviceAccess, serviceKey } from './service-access.ts'

const envOf = (values: Record<string, string>) => (name: string) => values[name]

Deno.test('service-access: the new secret key is used even when the legacy key is there', () => {
  const env = envOf({
    SUPABASE_URL: 'https://ref.supabase.co',
    SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_ci","default":"sb_secret_default"}',
    SUPABASE_SERVICE_ROLE_KEY: 'legacy.service.jwt',
  })
  assert.deepEqual(serviceKey(env), { key: 'sb_secret_default', source: 'SUPABASE_SECRET_KEYS' })
  assert.deepEqual(serviceAccess(env), {
    url: 'https://ref.supabase.co',
    key: 'sb_secret_default',
  })
})

Deno.test('service-access: the legacy keys only when they are all there is', () => {
  const env = envOf({
    SUPABASE_URL: 'https://ref.supabase.co',
    SUPABASE_SERVICE_ROLE_KEY: 'legacy.service.jwt',
    SUPABASE_ANON_KEY: 'legacy.anon.jwt',
  })
  assert.equal(serviceKey(env)?.source, 'SUPABASE_SERVICE_ROLE_KEY')
  assert.equal(publicKey(env)?.key, 'legacy.anon.jwt')
})

Deno.test('service-access: a project without legacy keys still has both kinds of key', () => {
  const env = envOf({
    SUPABASE_URL: 'https://ref.supabase.co',
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
    SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
  })
  assert.equal(serviceKey(env)?.key, 'sb_secret_x')
  assert.equal(publicKey(env)?.key, 'sb_publishable_x')
})

Deno.test('service-access: a single plain key (self-hosted) and malformed JSON', () => {
  assert.equal(
    serviceKey(envOf({ SUPABASE_SECRET_KEY: 'sb_secret_plain' }))?.key,
    'sb_secret_plain',
  )
  assert.equal(serviceKey(envOf({ SUPABASE_SECRET_KEYS: '{not json' })), undefined)
  assert.equal(
    serviceAccess(envOf({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}' })),
    undefined,
  )
})

Deno.test('service-access: a new key goes in apikey only, a legacy JWT in both headers', () => {
  assert.deepEqual(keyHeaders('sb_secret_x'), { apikey: 'sb_secret_x' })
  assert.deepEqual(keyHeaders('a.b.c'), { apikey: 'a.b.c', Authorization: 'Bearer a.b.c' })
})
