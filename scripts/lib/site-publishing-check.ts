/**
 * `npm run launch:check`'s lines about the site's content, which editors publish from the desk: the
 * desk's publications reach the static host. Read-only. What it can see from outside: that
 * publish-site is deployed, what has been published, and whether the live site serves the latest
 * publication (its /site-version.json, the same rule as the desk's: src/lib/site-version.ts). A
 * host's deploy hook reports nothing back, so a build that never lands is "not live yet: check the
 * host's deploy log" (a !, never a ✗ that stays forever); a missing or refused hook is a failed
 * publication (publish-site records "No deploy hook is set" or the hook's answer).
 */
import pg from 'pg'
import {
  DEPLOY_WAIT_MS,
  publicationState,
  readLiveSite,
  type LiveSite,
  type PublicationRecord,
} from '../../src/lib/site-version'
import { fail, pass, shortError, warn, type CheckResult } from './launch-check-result'
import type { LaunchTarget } from './launch-target'

/** The latest publication with its version's number, as the database records it. */
export interface LatestPublication extends PublicationRecord {
  versionNumber: number
  reason: string | null
}

/** The Deploy hook line: the latest publication against what the live site serves. */
export function deployLine(
  publication: LatestPublication,
  site: LiveSite | undefined,
  siteUrl: string | undefined,
  now: number = Date.now(),
): CheckResult {
  const stamp = site?.ok ? site.stamp : null
  const state = publicationState(publication, stamp, now)
  const version = `version ${publication.versionNumber}`
  const minutes = Math.round((now - new Date(publication.requestedAt).getTime()) / 60_000)
  const serves = !siteUrl
    ? 'no site URL was given (--site-url or VITE_SITE_URL), so the live site was not read'
    : !site || !site.ok
      ? `${siteUrl} could not be read (${site?.reason ?? 'not tried'})`
      : stamp?.version === null
        ? `${siteUrl} serves the content modules, not a published version`
        : `${siteUrl} serves version ${stamp?.version}`
  switch (state) {
    case 'live':
      return pass(
        `Deploy hook: the latest publication (${version}) is live: ${siteUrl} serves version ${stamp?.version}, built ${stamp?.builtAt}.`,
      )
    case 'failed':
      return fail(
        `Deploy hook: the latest publication (${version}) failed: ${publication.reason ?? 'no reason'} Set the static host's build hook as the function secret (\`supabase secrets set SITE_DEPLOY_HOOK_URL=…\`) and publish again.`,
      )
    case 'late':
      return warn(
        `Deploy hook: the latest publication (${version}, ${minutes} min ago) is not live yet: check the host's deploy log, and that its build runs \`npm run build\` with SITE_CONTENT_URL set; ${serves}.`,
      )
    default:
      return warn(
        `Deploy hook: the latest publication (${version}, ${minutes} min ago) is being built (allow ${DEPLOY_WAIT_MS / 60_000} min); ${serves}.`,
      )
  }
}

async function functionDeployed(target: LaunchTarget): Promise<CheckResult> {
  try {
    // No token: a deployed publish-site refuses it (401) before doing anything.
    const response = await fetch(`${target.apiUrl}/functions/v1/publish-site`, {
      method: 'POST',
      headers: { apikey: target.publishableKey, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(15_000),
    })
    if (response.status === 401)
      return pass('publish-site is deployed and refuses a caller without a session.')
    if (response.status === 404) {
      return fail('publish-site is not deployed: `supabase functions deploy publish-site`.')
    }
    return warn(
      `publish-site answered ${response.status} to a caller without a session (expected 401).`,
    )
  } catch (error) {
    return fail(`publish-site could not be reached: ${shortError(error)}.`)
  }
}

type Publications = { lines: CheckResult[]; latest?: LatestPublication }

async function publications(databaseUrl: string): Promise<Publications> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('set session characteristics as transaction read only')
    const versions = await client.query<{ number: number; published_at: Date }>(
      'select number, published_at from public.site_content_versions order by number desc limit 1',
    )
    const latest = await client.query<{
      version_id: string
      number: number
      state: LatestPublication['state']
      reason: string | null
      requested_at: Date
    }>(
      `select p.version_id, v.number, p.state, p.reason, p.requested_at
       from public.site_publications p join public.site_content_versions v on v.id = p.version_id
       order by p.requested_at desc limit 1`,
    )
    const version = versions.rows[0]
    const lines = [
      version
        ? pass(
            `Site content: version ${version.number} published ${version.published_at.toISOString()}.`,
          )
        : warn(
            'Site content: nothing published yet, so builds show the content modules in src/content; an editor publishes from the desk’s Site section.',
          ),
    ]
    const row = latest.rows[0]
    return {
      lines,
      latest: row && {
        versionId: row.version_id,
        versionNumber: row.number,
        state: row.state,
        reason: row.reason,
        requestedAt: row.requested_at.toISOString(),
      },
    }
  } catch (error) {
    return { lines: [fail(`Site content: cannot read the publications (${shortError(error)}).`)] }
  } finally {
    await client.end().catch(() => {})
  }
}

export async function checkSitePublishing(
  target: LaunchTarget,
  send: typeof fetch = fetch,
): Promise<CheckResult[]> {
  const [deployed, { lines, latest }, site] = await Promise.all([
    functionDeployed(target),
    target.databaseUrl
      ? publications(target.databaseUrl)
      : Promise.resolve<Publications>({ lines: [] }),
    target.siteUrl ? readLiveSite(target.siteUrl, send) : Promise.resolve(undefined),
  ])
  return [deployed, ...lines, ...(latest ? [deployLine(latest, site, target.siteUrl)] : [])]
}
