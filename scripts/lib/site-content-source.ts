/**
 * Where a build reads the site content from. With SITE_CONTENT_URL (a Supabase project URL) the
 * build reads the latest published version through the public RPC `published_site_content`
 * with the project's publishable key (SITE_CONTENT_KEY, else VITE_SUPABASE_PUBLISHABLE_KEY): the
 * same read any visitor may make, so the static host needs no secret. Without it (CI, a hosted
 * build not yet connected, a fresh checkout) the build shows the content modules in src/content.
 * Content read from the database is checked against the schema first: a build never renders a
 * document the desk would refuse.
 */
import {
  firstProblem,
  siteContentSchema,
  type SiteContent,
} from '../../src/content/site-content-schema'

export type ContentSource =
  | { kind: 'modules'; reason: string }
  | {
      kind: 'database'
      content: SiteContent
      versionId: string
      version: number
      publishedAt: string
    }

export async function readSiteContent(env: NodeJS.ProcessEnv): Promise<ContentSource> {
  const url = env.SITE_CONTENT_URL?.trim()
  if (!url) return { kind: 'modules', reason: 'SITE_CONTENT_URL is not set' }
  const key = env.SITE_CONTENT_KEY?.trim() || env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim()
  if (!key) throw new Error('SITE_CONTENT_URL is set but no key: set SITE_CONTENT_KEY')
  const response = await fetch(new URL('/rest/v1/rpc/published_site_content', url), {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(20_000),
  })
  if (!response.ok) {
    throw new Error(
      `Reading the published site content failed: ${response.status} ${await response.text()}`,
    )
  }
  const rows = (await response.json()) as {
    version_id: string
    number: number
    content: unknown
    published_at: string
  }[]
  const latest = rows[0]
  if (!latest) return { kind: 'modules', reason: 'nothing has been published yet' }
  const parsed = siteContentSchema.safeParse(latest.content)
  if (!parsed.success) {
    throw new Error(
      `Published version ${latest.number} does not pass the schema: ${firstProblem(parsed.error)}`,
    )
  }
  return {
    kind: 'database',
    content: parsed.data,
    versionId: latest.version_id,
    version: latest.number,
    publishedAt: latest.published_at,
  }
}
