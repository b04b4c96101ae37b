/**
 * `npm run launch:check`'s lines about the site's content (issue 27): the desk's publications
 * reach the static host. Read-only. What it can see from outside: that publish-site is deployed,
 * what has been published, and whether the latest publication's rebuild went live; a hook URL is
 * a function secret it cannot read, so a missing or broken hook shows as a failed publication
 * (publish-site records "No deploy hook is set" or the hook's answer).
 */
import pg from 'pg'
import { fail, pass, shortError, warn, type CheckResult } from './launch-check-result'
import type { LaunchTarget } from './launch-target'

const STUCK_MINUTES = 20

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

async function publications(databaseUrl: string): Promise<CheckResult[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('set session characteristics as transaction read only')
    const versions = await client.query<{ number: number; published_at: Date }>(
      'select number, published_at from public.site_content_versions order by number desc limit 1',
    )
    const latest = await client.query<{
      state: string
      reason: string | null
      requested_at: Date
      finished_at: Date | null
    }>(
      'select state, reason, requested_at, finished_at from public.site_publications order by requested_at desc limit 1',
    )
    const results: CheckResult[] = []
    const version = versions.rows[0]
    results.push(
      version
        ? pass(
            `Site content: version ${version.number} published ${version.published_at.toISOString()}.`,
          )
        : warn(
            'Site content: nothing published yet, so builds show the content modules in src/content; an editor publishes from the desk’s Site section.',
          ),
    )
    const publication = latest.rows[0]
    if (!publication) return results
    const minutes = (Date.now() - publication.requested_at.getTime()) / 60_000
    if (publication.state === 'live') {
      results.push(
        pass(
          `Deploy hook: the latest publication went live ${publication.finished_at?.toISOString() ?? ''}.`,
        ),
      )
    } else if (publication.state === 'failed') {
      results.push(
        fail(
          `Deploy hook: the latest publication failed: ${publication.reason ?? 'no reason'} Set the static host's build hook as the function secret (\`supabase secrets set SITE_DEPLOY_HOOK_URL=…\`) and publish again.`,
        ),
      )
    } else if (minutes > STUCK_MINUTES) {
      results.push(
        fail(
          `Deploy hook: the latest publication has been ${publication.state} for ${Math.round(minutes)} min; the host never reported. Check the host's deploy log and that the build runs \`npm run build\` with SITE_CONTENT_URL set.`,
        ),
      )
    } else {
      results.push(warn(`Deploy hook: the latest publication is ${publication.state}.`))
    }
    return results
  } catch (error) {
    return [fail(`Site content: cannot read the publications (${shortError(error)}).`)]
  } finally {
    await client.end().catch(() => {})
  }
}

export async function checkSitePublishing(target: LaunchTarget): Promise<CheckResult[]> {
  const [deployed, published] = await Promise.all([
    functionDeployed(target),
    target.databaseUrl ? publications(target.databaseUrl) : Promise.resolve([]),
  ])
  return [deployed, ...published]
}
