/**
 * publish-site: makes the desk's draft (or an earlier version) the live site.
 *
 *   POST { "action": "publish", "parts"?: ["news", …] } publish the draft (only the parts named:
 *        pages, news, events, partners, settings; all of it when none are named)
 *   POST { "action": "restore", "versionId": "<uuid>", "parts"?: […] } publish an earlier
 *        version's content (or the parts named) again
 *   POST { "action": "publish-due" }                   the scheduled job (pg_cron, every minute):
 *        publish the scheduled changes whose time has come, bearer DELIVER_NOTIFICATIONS_SECRET
 *   200 { "publication": { id, state, reason, … } }   recorded; the rebuild has been asked for
 *   401 not signed in (no token, or one Auth does not take for a live session: the function checks
 *   this itself, verify_jwt is off: _shared/caller-session.ts) · 403 not an editor · 422 { error } the content fails the schema (the
 *   draft stays as it is) · 502 the deploy hook failed (the publication says why, the live site
 *   is unchanged)
 *
 * The caller's own token does the database work (public.publish_site_draft /
 * restore_site_version: the editor check, the version, the audit entry), so the editor rule is
 * the database's, not a copy of it here. Before publishing, the draft is checked against the same
 * zod schema the desk and the build use (@schemas/site-content). Then the static host's deploy
 * hook (SITE_DEPLOY_HOOK_URL, a function secret: never in the browser) rebuilds the prerendered
 * pages; the publication moves to building. No host reports a build back (a deploy hook only
 * starts one), so this function records only what it saw: building once the hook accepted, or
 * failed with the reason when there is no hook or it refused. Whether the pages went live is
 * read from the live site's /site-version.json (src/lib/site-version.ts: the desk, launch:check).
 *
 * A scheduled change goes live the same way: the job's call publishes what is due through
 * public.publish_due_site_content (service role) and asks the host to rebuild once per
 * publication. The job authenticates with the project's scheduled-job secret (Vault's
 * `deliver_notifications_secret`, the function secret DELIVER_NOTIFICATIONS_SECRET), which is
 * not a JWT; verify_jwt is off for this function (supabase/config.toml) and every other action
 * checks the editor's session itself (Auth's /user) before PostgREST checks it again.
 */
import { bearerAuthorization, liveSession } from '../_shared/caller-session.ts'
import { corsHeaders } from '../_shared/cors.ts'
import { firstProblem, siteContentSchema } from '../_shared/schemas/site-content.ts'
import { SITE_PARTS } from '../_shared/schemas/site-parts.ts'
import { keyHeaders } from '../_shared/service-access.ts'

export interface PublishSiteEnv {
  SUPABASE_URL: string
  SUPABASE_ANON_KEY: string
  SUPABASE_SERVICE_ROLE_KEY: string
  /** The static host's deploy hook (Netlify/Cloudflare build hook, Vercel deploy hook, …). */
  SITE_DEPLOY_HOOK_URL?: string
  /** The scheduled jobs' secret (DELIVER_NOTIFICATIONS_SECRET): only for "publish-due". */
  SCHEDULED_JOB_SECRET?: string
}

export interface Publication {
  id: string
  version_id: string
  state: 'queued' | 'building' | 'live' | 'failed'
  reason: string | null
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let difference = a.length ^ b.length
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  }
  return difference === 0
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createHandler(env: PublishSiteEnv, send: typeof fetch = fetch) {
  const rest = (path: string, token: string, body?: unknown, key = env.SUPABASE_ANON_KEY) =>
    send(`${env.SUPABASE_URL}/rest/v1/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        apikey: key,
        Authorization: token,
        'Content-Type': 'application/json',
        Accept: 'application/vnd.pgrst.object+json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  async function record(id: string, state: string, reason?: string): Promise<Publication> {
    // A new secret key is not a JWT: keyHeaders sends it in apikey only (service-access.ts).
    const response = await send(`${env.SUPABASE_URL}/rest/v1/rpc/record_site_publication`, {
      method: 'POST',
      headers: {
        ...keyHeaders(env.SUPABASE_SERVICE_ROLE_KEY),
        'Content-Type': 'application/json',
        Accept: 'application/vnd.pgrst.object+json',
      },
      body: JSON.stringify({ _id: id, _state: state, _reason: reason ?? null }),
    })
    if (!response.ok) throw new Error(`record_site_publication: ${response.status}`)
    return (await response.json()) as Publication
  }

  /** Asks the static host to rebuild the pages for a publication; records building or failed. */
  async function rebuild(
    publication: Publication,
  ): Promise<{ status: number; body: { error?: string; publication: Publication } }> {
    const hook = env.SITE_DEPLOY_HOOK_URL?.trim()
    if (!hook) {
      return {
        status: 502,
        body: {
          error: 'No deploy hook is set, so the pages were not rebuilt',
          publication: await record(
            publication.id,
            'failed',
            'No deploy hook is set (the SITE_DEPLOY_HOOK_URL secret): the content is published but the pages were not rebuilt. The live site is unchanged.',
          ),
        },
      }
    }
    try {
      const url = new URL(hook)
      url.searchParams.set('trigger_title', `Site content: publication ${publication.id}`)
      const answer = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ publication_id: publication.id }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!answer.ok) throw new Error(`the deploy hook answered ${answer.status}`)
    } catch (error) {
      const reason = `The rebuild could not be started: ${error instanceof Error ? error.message : String(error)}. The live site is unchanged.`
      return {
        status: 502,
        body: { error: reason, publication: await record(publication.id, 'failed', reason) },
      }
    }
    return { status: 200, body: { publication: await record(publication.id, 'building') } }
  }

  /** The scheduled job: publishes every change whose time has come, then rebuilds for each. */
  async function publishDue(token: string): Promise<Response> {
    const expected = env.SCHEDULED_JOB_SECRET
    if (!expected || !sameSecret(token, expected)) {
      return json(401, { error: 'Only the scheduled job publishes scheduled changes' })
    }
    const due = await send(`${env.SUPABASE_URL}/rest/v1/rpc/publish_due_site_content`, {
      method: 'POST',
      headers: { ...keyHeaders(env.SUPABASE_SERVICE_ROLE_KEY), 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    })
    if (!due.ok) return json(502, { error: `publish_due_site_content: ${due.status}` })
    const publications = (await due.json()) as Publication[]
    const results = []
    for (const publication of publications) results.push((await rebuild(publication)).body)
    return json(200, { publications: results })
  }

  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    if (req.method !== 'POST') return json(405, { error: 'Method not allowed' })
    const authorization = bearerAuthorization(req)
    if (!authorization) return json(401, { error: 'Sign in as an editor to publish the site' })
    let body: { action?: unknown; versionId?: unknown; parts?: unknown }
    try {
      body = await req.json()
    } catch {
      return json(400, { error: 'The request body must be JSON' })
    }

    // The scheduled job holds the project's job secret, not a session: checked on its own.
    if (body.action === 'publish-due') {
      return publishDue(authorization.replace(/^Bearer\s+/i, '').trim())
    }
    if (!(await liveSession(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, authorization, send))) {
      return json(401, { error: 'Sign in as an editor to publish the site' })
    }

    // Which parts to publish or restore (pages, news, …); none named means the whole site.
    const parts = publishedParts(body.parts)
    if (parts === 'invalid') {
      return json(400, {
        error: `parts must be a list of: ${SITE_PARTS.map((entry) => entry.part).join(', ')}`,
      })
    }
    const partsArgument = parts ? { _parts: parts } : {}

    let published: Response
    if (body.action === 'publish') {
      const draft = await rest('site_content_draft?select=content', authorization)
      if (draft.status === 406 || draft.status === 401 || draft.status === 403) {
        return json(403, { error: 'Only an editor may publish the site' })
      }
      if (!draft.ok) return json(502, { error: `Reading the draft failed (${draft.status})` })
      const { content } = (await draft.json()) as { content: unknown }
      const parsed = siteContentSchema.safeParse(content)
      if (!parsed.success) return json(422, { error: firstProblem(parsed.error) })
      published = await rest('rpc/publish_site_draft', authorization, partsArgument)
    } else if (body.action === 'restore') {
      if (typeof body.versionId !== 'string' || !UUID.test(body.versionId)) {
        return json(400, { error: 'versionId must be a version’s id' })
      }
      published = await rest('rpc/restore_site_version', authorization, {
        _version_id: body.versionId,
        ...partsArgument,
      })
    } else {
      return json(400, { error: 'Unknown action' })
    }
    if (!published.ok) {
      const problem = (await published.json().catch(() => ({}))) as { message?: string }
      const status = published.status === 401 || published.status === 403 ? 403 : 422
      return json(status, { error: problem.message ?? 'The site could not be published' })
    }
    const publication = (await published.json()) as Publication

    const { status, body: answer } = await rebuild(publication)
    return json(status, answer)
  }
}

/** The parts a request names: undefined for none (the whole site), 'invalid' for anything else. */
function publishedParts(value: unknown): string[] | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined
  const known = new Set<string>(SITE_PARTS.map((entry) => entry.part))
  if (!Array.isArray(value) || value.length === 0) return 'invalid'
  if (!value.every((part) => typeof part === 'string' && known.has(part))) return 'invalid'
  return [...new Set(value as string[])]
}
