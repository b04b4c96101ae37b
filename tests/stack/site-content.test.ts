/**
 * The site's content through @supabase/supabase-js and the publish-site function: anon reads
 * only the published version and writes nothing; a reviewer writes nothing and cannot publish; an
 * editor saves a draft (invisible until published) and publishes through the function; the local
 * site host, like a real host, reports nothing back (a failed build leaves the publication as
 * publish-site recorded it, and it reads "not live yet" after the wait), and its deploy hook
 * answers only at its secret URL; a draft the schema refuses is not published and stays.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEPLOY_WAIT_MS, publicationState, readLiveSite } from '../../src/lib/site-version'
import { signedInMember } from '../support/auth-sessions'
import { connectStackDb } from '../support/stack-db'
import { getTestStack, type TestStack } from '../support/test-stack'
import { removeAccounts } from '../support/stack-rows'

let stack: TestStack
let db: pg.Client
let anon: SupabaseClient
let reviewer: SupabaseClient
let editor: SupabaseClient
let startVersionId: string
const created: string[] = []

async function withRole(role: 'editor' | 'reviewer') {
  // Every role of the desk holds only in a trusted (two-factor) session, as the desk signs in.
  const person = await signedInMember(stack, [role])
  created.push(person.id)
  return person.supabase
}

async function publishedBanner(): Promise<string | undefined> {
  const { data, error } = await anon.rpc('published_site_content')
  if (error) throw error
  return (data as { content: { banner: { text?: string } } }[])[0]?.content.banner.text
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
  anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } })
  reviewer = await withRole('reviewer')
  editor = await withRole('editor')
  const { data } = await anon.rpc('published_site_content')
  startVersionId = (data as { version_id: string }[])[0]!.version_id
})

afterAll(async () => {
  // Back to the content this test found (straight through the RPC: no rebuild asked for).
  await editor?.rpc('restore_site_version', { _version_id: startVersionId })
  await removeAccounts(db, created)
  await db?.end()
})

describe('who may write the site content', () => {
  it('anon reads the published content but cannot save, publish or read the draft', async () => {
    expect(await anon.rpc('published_site_content')).toMatchObject({ error: null })
    const saved = await anon.rpc('save_site_draft', { _part: 'banner', _value: { text: 'x' } })
    expect(saved.error?.code).toBe('42501')
    const draft = await anon.from('site_content_draft').select('content')
    expect(draft.error?.code).toBe('42501')
    const published = await anon.functions.invoke('publish-site', { body: { action: 'publish' } })
    expect(published.error).not.toBeNull()
  })

  it('a reviewer cannot save a draft nor publish', async () => {
    const saved = await reviewer.rpc('save_site_draft', { _part: 'banner', _value: { text: 'x' } })
    expect(saved.error?.message).toBe(
      'Only an editor may change the site’s content'.replace('’', "'"),
    )
    const published = await reviewer.functions.invoke('publish-site', {
      body: { action: 'publish' },
    })
    expect((published.error as { context?: Response } | null)?.context?.status).toBe(403)
  })
})

describe('an editor publishes', () => {
  it('a saved draft is invisible until published; a build that never lands is not live yet after the wait, and nothing writes it off as live', async () => {
    const before = await publishedBanner()
    const saved = await editor.rpc('save_site_draft', {
      _part: 'banner',
      _value: { text: 'Stack test banner' },
    })
    expect(saved.error).toBeNull()
    expect(await publishedBanner()).toBe(before)

    const fail = await fetch(`${stack.siteHookUrl}/fail-next-build`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'Simulated: the host ran out of build minutes' }),
    })
    expect(fail.ok).toBe(true)
    const { data, error } = await editor.functions.invoke('publish-site', {
      body: { action: 'publish' },
    })
    expect(error).toBeNull()
    const publication = (data as { publication: { id: string; version_id: string } }).publication
    expect(await publishedBanner()).toBe('Stack test banner')

    // The host took the hook and its build failed; it tells nobody, as a real host's hook.
    for (let i = 0; i < 50; i++) {
      const status = (await (await fetch(`${stack.siteUrl}/__site-host/status`)).json()) as {
        building: boolean
      }
      if (!status.building) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const row = await editor
      .from('site_publications')
      .select('state, reason, requested_at')
      .eq('id', publication.id)
      .single()
    expect(row.error).toBeNull()
    expect(row.data).toMatchObject({ state: 'building', reason: null })

    const site = await readLiveSite(stack.siteUrl)
    const stamp = site.ok ? site.stamp : null
    expect(stamp?.versionId).not.toBe(publication.version_id)
    const record = {
      versionId: publication.version_id,
      versionNumber: null,
      state: 'building' as const,
      requestedAt: row.data!.requested_at,
    }
    const asked = Date.parse(row.data!.requested_at)
    expect(publicationState(record, stamp, asked + 60_000)).toBe('building')
    expect(publicationState(record, stamp, asked + DEPLOY_WAIT_MS + 1)).toBe('late')
  })

  it('the local host’s deploy hook answers only at its secret URL, and starts nothing otherwise', async () => {
    const hook = new URL(stack.siteHookUrl)
    const secret = hook.pathname.split('/').pop()!
    expect(secret.length).toBeGreaterThanOrEqual(32)
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    for (const pathname of [
      '/__site-host/deploy',
      '/__site-host/hooks/',
      `/__site-host/hooks/${wrong}`,
      `/__site-host/hooks/${wrong}/fail-next-build`,
      '/__site-host/fail-next-build',
    ]) {
      const answer = await fetch(new URL(pathname, hook), { method: 'POST', body: '{}' })
      expect(answer.status, pathname).toBe(404)
    }
    const status = (await (await fetch(`${stack.siteUrl}/__site-host/status`)).json()) as {
      building: boolean
    }
    expect(status.building).toBe(false)
  })

  it('publish-site refuses a draft the schema refuses, publishes nothing, and the draft stays', async () => {
    const { data: draft } = await editor.from('site_content_draft').select('content').single()
    const events = (draft!.content as { events: { slug: string }[] }).events
    const twins = [events[0], { ...events[0] }]
    const saved = await editor.rpc('save_site_draft', { _part: 'events', _value: twins })
    expect(saved.error).toBeNull()
    const versionsBefore = await editor.from('site_content_versions').select('id')
    const published = await editor.functions.invoke('publish-site', {
      body: { action: 'publish' },
    })
    const response = (published.error as { context?: Response } | null)?.context
    expect(response?.status).toBe(422)
    expect(((await response!.json()) as { error: string }).error).toBe(
      `Events: Two events share the short name ${events[0]!.slug}`,
    )
    const versionsAfter = await editor.from('site_content_versions').select('id')
    expect(versionsAfter.data?.length).toBe(versionsBefore.data?.length)
    const { data: still } = await editor.from('site_content_draft').select('content').single()
    expect((still!.content as { events: unknown[] }).events).toHaveLength(2)
  })
})
