/**
 * A publication of words on the local site host: the first build makes the bundles; the next,
 * from the same code, keeps them and renders again only the page whose words changed, which the
 * host serves once the swap is done, while its status says how many pages the build rendered
 * (the figure the desk shows). Builds the site twice: slow on a busy machine.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInMember } from '../support/auth-sessions'
import { connectStackDb } from '../support/stack-db'
import { removeAccounts } from '../support/stack-rows'
import { getTestStack, type TestStack } from '../support/test-stack'

type Status = {
  building: boolean
  lastBuild: { ok: boolean; pages: number | null; seconds: number } | null
}
type Draft = { pages: Record<string, { blocks: { kind: string; lead?: string }[] }> }

let stack: TestStack
let db: pg.Client
let editor: Awaited<ReturnType<typeof signedInMember>>
let startVersionId: string

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
  editor = await signedInMember(stack, ['editor'])
  const { data } = await editor.supabase.rpc('published_site_content')
  startVersionId = (data as { version_id: string }[])[0]!.version_id
})

afterAll(async () => {
  await editor?.supabase.rpc('restore_site_version', { _version_id: startVersionId })
  await removeAccounts(db, editor ? [editor.id] : [])
  await db?.end()
})

async function publishAndWait(pathname: string, words: string): Promise<Status> {
  const published = await editor.supabase.functions.invoke('publish-site', {
    body: { action: 'publish' },
  })
  expect(published.error).toBeNull()
  for (;;) {
    const status = (await (await fetch(`${stack.siteUrl}/__site-host/status`)).json()) as Status
    if (!status.building && status.lastBuild) {
      const html = await (await fetch(`${stack.siteUrl}${pathname}`)).text()
      expect(status.lastBuild.ok).toBe(true)
      expect(html).toContain(words)
      return status
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function changeLead(pathname: string, lead: string) {
  const draft = await editor.supabase.from('site_content_draft').select('content').single()
  const pages = (draft.data!.content as Draft).pages
  const hero = pages[pathname]!.blocks.find((block) => block.kind === 'hero')!
  hero.lead = lead
  const saved = await editor.supabase.rpc('save_site_draft', { _part: 'pages', _value: pages })
  expect(saved.error).toBeNull()
}

describe('a publication of one sentence', () => {
  it('renders one page again (in its two languages) and serves it; the other pages stay as they were', async () => {
    await changeLead('/privacy-policy', 'What we collect, and why (first publication).')
    // The first build may make the bundles (a new stack) or start from an earlier one.
    await publishAndWait('/privacy-policy', 'first publication')
    const about = await (await fetch(`${stack.siteUrl}/about`)).text()

    await changeLead('/privacy-policy', 'What we collect, and why (second publication).')
    const second = await publishAndWait('/privacy-policy', 'second publication')
    // The page and its Spanish version (/es/privacy-policy, published in Spanish by the seed),
    // which renders the same blocks with its Spanish words.
    expect(second.lastBuild!.pages).toBe(2)
    // The page not rendered again differs only by the data folder it names.
    const strip = (html: string) => html.replace(/<meta name="site-data" content="[^"]*">/, '')
    expect(strip(await (await fetch(`${stack.siteUrl}/about`)).text())).toBe(strip(about))
  }, 900_000)
})
