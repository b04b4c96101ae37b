/**
 * Which publication is live, as the desk and `npm run launch:check` both decide it
 * (src/lib/site-version.ts): from the live site's /site-version.json and the publication row,
 * with a clock the test holds, never from a host's report.
 */
import { describe, expect, it } from 'vitest'
import {
  DEPLOY_WAIT_MS,
  parseSiteVersionStamp,
  publicationState,
  readLiveSite,
  type PublicationRecord,
  type SiteVersionStamp,
} from '../../src/lib/site-version'

const requestedAt = '2026-11-27T12:00:00.000Z'
const asked = Date.parse(requestedAt)
const publication: PublicationRecord = {
  versionId: 'v7',
  versionNumber: 7,
  state: 'building',
  requestedAt,
}
const serving = (versionId: string, version: number): SiteVersionStamp => ({
  versionId,
  version,
  publishedAt: requestedAt,
  builtAt: '2026-11-27T12:03:00.000Z',
})

describe('a publication’s state', () => {
  it('is live once the site serves its version, whatever the database row says', () => {
    expect(publicationState(publication, serving('v7', 7), asked + 60_000)).toBe('live')
    expect(
      publicationState({ ...publication, state: 'failed' }, serving('v7', 7), asked + 60_000),
    ).toBe('live')
  })

  it('is live when the site serves a later version, which carries it', () => {
    expect(publicationState(publication, serving('v9', 9), asked)).toBe('live')
  })

  it('is building while the site serves an earlier version, within the wait', () => {
    expect(publicationState(publication, serving('v6', 6), asked + DEPLOY_WAIT_MS - 1)).toBe(
      'building',
    )
    expect(publicationState({ ...publication, state: 'queued' }, null, asked)).toBe('queued')
  })

  it('reads "not live yet" after the wait, and never stays building', () => {
    expect(publicationState(publication, serving('v6', 6), asked + DEPLOY_WAIT_MS + 1)).toBe('late')
    // The live site unreadable is not a reason to wait forever either.
    expect(publicationState(publication, null, asked + DEPLOY_WAIT_MS + 1)).toBe('late')
    // A row an earlier host marked live, though the site does not serve it: the site decides.
    expect(
      publicationState({ ...publication, state: 'live' }, serving('v6', 6), asked + 3_600_000),
    ).toBe('late')
  })

  it('takes the wait it is given (tests shorten it)', () => {
    expect(publicationState(publication, null, asked + 91_000, 90_000)).toBe('late')
    expect(publicationState(publication, null, asked + 89_000, 90_000)).toBe('building')
  })

  it('is failed when publish-site recorded that the build could not be started', () => {
    expect(publicationState({ ...publication, state: 'failed' }, serving('v6', 6), asked)).toBe(
      'failed',
    )
  })

  it('compares by id when the version number is unknown', () => {
    const unnumbered = { ...publication, versionNumber: null }
    expect(publicationState(unnumbered, serving('v9', 9), asked)).toBe('building')
    expect(publicationState(unnumbered, serving('v7', 7), asked)).toBe('live')
  })
})

describe('the live site’s stamp', () => {
  it('accepts what the build writes, and a build from the content modules', () => {
    expect(parseSiteVersionStamp(serving('v7', 7))).toEqual(serving('v7', 7))
    expect(
      parseSiteVersionStamp({ versionId: null, version: null, publishedAt: null, builtAt: 'x' }),
    ).toEqual({ versionId: null, version: null, publishedAt: null, builtAt: 'x' })
  })

  it('refuses anything else (an HTML fallback, an empty object)', () => {
    expect(parseSiteVersionStamp('<!doctype html>')).toBeNull()
    expect(parseSiteVersionStamp({})).toBeNull()
    expect(parseSiteVersionStamp(null)).toBeNull()
  })

  it('is read from /site-version.json past every cache', async () => {
    const asks: { url: string; init?: RequestInit }[] = []
    const send = (async (input: string | URL | Request, init?: RequestInit) => {
      asks.push({ url: String(input), init })
      return Response.json(serving('v7', 7))
    }) as typeof fetch
    const read = await readLiveSite('https://idahoaialliance.org/', send)
    expect(read).toEqual({ ok: true, stamp: serving('v7', 7) })
    const url = new URL(asks[0]!.url)
    expect(url.origin + url.pathname).toBe('https://idahoaialliance.org/site-version.json')
    expect(url.searchParams.get('t')).toMatch(/^\d+$/)
    // No request header: a desk on another origin must not need a CORS preflight.
    expect(asks[0]!.init?.headers).toBeUndefined()
  })

  it('gives a reason, never an exception, for a site that cannot be read', async () => {
    const missing = (async () => new Response('Not found', { status: 404 })) as typeof fetch
    expect(await readLiveSite('https://example.org', missing)).toEqual({
      ok: false,
      reason: '/site-version.json answered 404',
    })
    const html = (async () => new Response('<!doctype html>', { status: 200 })) as typeof fetch
    expect((await readLiveSite('https://example.org', html)).ok).toBe(false)
    const down = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect(await readLiveSite('https://example.org', down)).toEqual({
      ok: false,
      reason: 'fetch failed',
    })
  })
})
