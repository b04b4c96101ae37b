/**
 * `npm run bench -- --only=publish`: the time from Publish to the served HTML carrying the change
 * on the local host, the wait an editor sees after Publish. An editor in a trusted session saves a
 * change to the draft and publishes it through publish-site, as the desk does; the clock runs from
 * the request until the site host (stack/site-host, rebuilt by the deploy hook) serves the page
 * with the new words. Three publications:
 * - the first, which builds the bundles (the host has no build of this code yet: not timed as an
 *   editor's wait, but printed);
 * - one sentence of the privacy policy: one page rendered again (goal ≤ 10 s on the quiet machine);
 * - the footer's postal address, on every page: every page rendered again (goal ≤ 60 s).
 * The figures are kept in bench-results/publish-to-live.json and printed beside the previous ones.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { signedInMember } from '../../tests/support/auth-sessions.ts'

const RESULT_FILE = 'bench-results/publish-to-live.json'
/** A full build takes one to three minutes on a busy machine; past ten, something is wrong. */
const LIVE_TIMEOUT_MS = 10 * 60_000
const SENTENCE_PAGE = '/privacy-policy'

export interface PublishBenchStack {
  apiUrl: string
  anonKey: string
  serviceRoleKey: string
  siteUrl: string
}

export interface PublishFigures {
  first: number
  sentence: number
  footer: number
}

type Draft = { contact: Record<string, unknown>; pages: Record<string, { blocks: unknown[] }> }

/** The first sentence-like text of a page's first block (its hero's lead), changed in place. */
function changeFirstSentence(value: unknown, marker: string): boolean {
  if (Array.isArray(value)) return value.some((item) => changeFirstSentence(item, marker))
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  for (const [key, field] of Object.entries(record)) {
    if (key === 'kind' || key === 'id') continue
    if (typeof field === 'string' && field.includes(' ') && field.length > 30) {
      record[key] = `${marker}. ${field}`
      return true
    }
    if (changeFirstSentence(field, marker)) return true
  }
  return false
}

export async function benchPublishToLive(stack: PublishBenchStack): Promise<{
  figures: PublishFigures
  previous?: PublishFigures & { measuredAt: string }
}> {
  const editor = await signedInMember(stack, ['editor'])
  const readDraft = async () => {
    const draft = await editor.supabase.from('site_content_draft').select('content').single()
    if (draft.error) throw new Error(`reading the draft failed: ${draft.error.message}`)
    return draft.data.content as Draft
  }
  const save = async (part: 'contact' | 'pages', value: unknown) => {
    const saved = await editor.supabase.rpc('save_site_draft', { _part: part, _value: value })
    if (saved.error) throw new Error(`saving the draft failed: ${saved.error.message}`)
  }
  /** Publishes the draft and waits until `pathname` is served with `marker`. */
  const publish = async (pathname: string, marker: string) => {
    const started = performance.now()
    const published = await editor.supabase.functions.invoke('publish-site', {
      body: { action: 'publish' },
    })
    if (published.error) throw new Error(`publish-site failed: ${published.error.message}`)
    for (;;) {
      const html = await fetch(`${stack.siteUrl}${pathname}`).then(
        (response) => (response.ok ? response.text() : ''),
        () => '',
      )
      if (html.includes(marker)) break
      if (performance.now() - started > LIVE_TIMEOUT_MS) {
        throw new Error(`the published change was not served on ${pathname} within 10 minutes`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return (performance.now() - started) / 1000
  }
  const run = Date.now().toString(36)
  // The footer's postal address is on every page whatever the date (the banner shows only while
  // an event is ahead).
  const footer = async (marker: string) => {
    const draft = await readDraft()
    await save('contact', { ...draft.contact, address: marker })
    return publish('/', marker)
  }
  const first = await footer(`Bench first build ${run}`)
  const draft = await readDraft()
  const sentenceMarker = `Bench sentence ${run}`
  const page = draft.pages[SENTENCE_PAGE]
  if (!page || !changeFirstSentence(page.blocks, sentenceMarker)) {
    throw new Error(`the draft's ${SENTENCE_PAGE} has no sentence to change`)
  }
  await save('pages', draft.pages)
  const sentence = await publish(SENTENCE_PAGE, sentenceMarker)
  const figures = { first, sentence, footer: await footer(`Bench footer ${run}`) }
  const previous = existsSync(RESULT_FILE)
    ? (JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as Partial<PublishFigures> & {
        measuredAt: string
      })
    : undefined
  mkdirSync(dirname(RESULT_FILE), { recursive: true })
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify({ ...figures, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  )
  return {
    figures,
    previous:
      previous?.sentence !== undefined && previous.footer !== undefined
        ? (previous as PublishFigures & { measuredAt: string })
        : undefined,
  }
}
