/**
 * `npm run bench -- --only=publish`: the time from Publish to the served HTML carrying the change
 * on the local host, the wait an editor sees after Publish. An editor in a trusted session saves a
 * postal address to the draft and publishes it through publish-site, as the desk does; the clock
 * runs from the request until the site host (stack/site-host, rebuilt by the deploy hook) serves a
 * home page with the new words.
 * The figure is kept in bench-results/publish-to-live.json and printed beside the previous one.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { signedInMember } from '../../tests/support/auth-sessions.ts'

const RESULT_FILE = 'bench-results/publish-to-live.json'
/** A build takes one to three minutes on a busy machine; past ten, something is wrong. */
const LIVE_TIMEOUT_MS = 10 * 60_000

export interface PublishBenchStack {
  apiUrl: string
  anonKey: string
  serviceRoleKey: string
  siteUrl: string
}

export async function benchPublishToLive(stack: PublishBenchStack): Promise<{
  seconds: number
  previous?: { seconds: number; measuredAt: string }
}> {
  const editor = await signedInMember(stack, ['editor'])
  const marker = `Bench publication ${Date.now().toString(36)}`
  // The footer's postal address is on every page whatever the date. (The banner, measured here
  // before, shows only while an event is ahead: with the seed's events past, it never appeared.)
  const draft = await editor.supabase.from('site_content_draft').select('content').single()
  if (draft.error) throw new Error(`reading the draft failed: ${draft.error.message}`)
  const contact = (draft.data.content as { contact: Record<string, unknown> }).contact
  const saved = await editor.supabase.rpc('save_site_draft', {
    _part: 'contact',
    _value: { ...contact, address: marker },
  })
  if (saved.error) throw new Error(`saving the draft failed: ${saved.error.message}`)
  const started = performance.now()
  const published = await editor.supabase.functions.invoke('publish-site', {
    body: { action: 'publish' },
  })
  if (published.error) throw new Error(`publish-site failed: ${published.error.message}`)
  for (;;) {
    const html = await fetch(`${stack.siteUrl}/`).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    )
    if (html.includes(marker)) break
    if (performance.now() - started > LIVE_TIMEOUT_MS) {
      throw new Error('the published change was not served within 10 minutes')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const seconds = (performance.now() - started) / 1000
  const previous = existsSync(RESULT_FILE)
    ? (JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as { seconds: number; measuredAt: string })
    : undefined
  mkdirSync(dirname(RESULT_FILE), { recursive: true })
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify({ seconds, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  )
  return { seconds, previous }
}
