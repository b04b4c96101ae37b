/**
 * `npm run launch:check`'s Deploy hook line (scripts/lib/site-publishing-check.ts): it passes once
 * the live site serves the latest publication, says "not live yet: check the host's deploy log"
 * (a !, not a ✗) when it never lands, and stays a ✗ only for a build publish-site could not start.
 * The live site is a fake fetch; the clock is the test's.
 */
import { describe, expect, it } from 'vitest'
import { deployLine, type LatestPublication } from '../../scripts/lib/site-publishing-check'
import { DEPLOY_WAIT_MS, readLiveSite } from '../../src/lib/site-version'

const siteUrl = 'https://idahoaialliance.org'
const requestedAt = '2026-11-27T12:00:00.000Z'
const asked = Date.parse(requestedAt)
const latest: LatestPublication = {
  versionId: 'a1b2',
  versionNumber: 12,
  state: 'building',
  reason: null,
  requestedAt,
}

function siteServing(versionId: string | null, version: number | null): typeof fetch {
  return (async (input: string | URL | Request) => {
    expect(new URL(String(input)).pathname).toBe('/site-version.json')
    return Response.json({
      versionId,
      version,
      publishedAt: version === null ? null : requestedAt,
      builtAt: '2026-11-27T12:02:30.000Z',
    })
  }) as typeof fetch
}

describe('the Deploy hook line', () => {
  it('passes after a publication the live site serves', async () => {
    const site = await readLiveSite(siteUrl, siteServing('a1b2', 12))
    const line = deployLine(latest, site, siteUrl, asked + 3 * 60_000)
    expect(line.status).toBe('pass')
    expect(line.message).toBe(
      `Deploy hook: the latest publication (version 12) is live: ${siteUrl} serves version 12, built 2026-11-27T12:02:30.000Z.`,
    )
  })

  it('says the build is on its way within the wait', async () => {
    const site = await readLiveSite(siteUrl, siteServing('z9', 11))
    const line = deployLine(latest, site, siteUrl, asked + 2 * 60_000)
    expect(line.status).toBe('warn')
    expect(line.message).toContain('is being built (allow 20 min)')
    expect(line.message).toContain(`${siteUrl} serves version 11`)
  })

  it('says "not live yet: check the host\'s deploy log" after the wait, as a ! and not a ✗', async () => {
    const site = await readLiveSite(siteUrl, siteServing('z9', 11))
    const line = deployLine(latest, site, siteUrl, asked + DEPLOY_WAIT_MS + 60_000)
    expect(line.status).toBe('warn')
    expect(line.message).toContain(
      "the latest publication (version 12, 21 min ago) is not live yet: check the host's deploy log",
    )
    // A day later it says the same: nothing is a ✗ forever.
    expect(deployLine(latest, site, siteUrl, asked + 86_400_000).status).toBe('warn')
  })

  it('names a site it could not read, and still only warns', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    const site = await readLiveSite(siteUrl, down)
    const line = deployLine(latest, site, siteUrl, asked + DEPLOY_WAIT_MS + 60_000)
    expect(line.status).toBe('warn')
    expect(line.message).toContain(`${siteUrl} could not be read (fetch failed)`)
    const unnamed = deployLine(latest, undefined, undefined, asked + DEPLOY_WAIT_MS + 60_000)
    expect(unnamed.status).toBe('warn')
    expect(unnamed.message).toContain('no site URL was given (--site-url or VITE_SITE_URL)')
  })

  it('fails a publication whose build publish-site could not start, with its reason', () => {
    const line = deployLine(
      { ...latest, state: 'failed', reason: 'No deploy hook is set.' },
      undefined,
      siteUrl,
      asked + 60_000,
    )
    expect(line.status).toBe('fail')
    expect(line.message).toContain('failed: No deploy hook is set.')
  })
})
