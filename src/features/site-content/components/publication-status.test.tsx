import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveSite } from '@/lib/site-version'
import type { SitePublication, SiteVersion } from '../api/get-site-content'
import { useLivePublication } from '../hooks/use-live-publication'
import { PublicationStatus } from './publication-status'
import { VersionHistory } from './version-history'
import { seedSiteContent } from '@/content/seed-site-content'

// The live site's /site-version.json, as each test sets it; the wait shortened to one minute.
const live = vi.hoisted(() => ({ site: undefined as LiveSite | undefined }))
vi.mock('../api/get-live-site-version', () => ({
  deployWaitMs: 60_000,
  getLiveSiteVersion: () => Promise.resolve(live.site),
}))

const requestedAt = '2026-11-27T12:00:00.000Z'
const versions: SiteVersion[] = [
  {
    id: 'v8',
    number: 8,
    publishedAt: requestedAt,
    publishedBy: 'ed@example.org',
    restoredFrom: 'v6',
    // The history's summaries compare contents; these two versions are told apart by id only.
    content: seedSiteContent,
  },
  {
    id: 'v7',
    number: 7,
    publishedAt: '2026-11-26T12:00:00.000Z',
    publishedBy: null,
    restoredFrom: null,
    content: seedSiteContent,
  },
]
const restore: SitePublication = {
  id: 'p8',
  versionId: 'v8',
  state: 'building',
  reason: null,
  requestedAt,
  finishedAt: null,
}

function serving(versionId: string, version: number): LiveSite {
  return {
    ok: true,
    stamp: { versionId, version, publishedAt: requestedAt, builtAt: '2026-11-27T12:02:00.000Z' },
  }
}

function Desk({ publication }: { publication: SitePublication }) {
  const state = useLivePublication(publication, versions)
  return (
    <>
      <PublicationStatus
        publication={publication}
        state={state.state}
        liveSince={state.liveSince}
      />
      <VersionHistory
        versions={versions}
        liveVersionId={state.liveVersionId}
        onRestore={() => Promise.resolve()}
        busy={false}
      />
    </>
  )
}

const at = (seconds: number) => vi.setSystemTime(Date.parse(requestedAt) + seconds * 1000)

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

describe('the publication as the live site shows it', () => {
  it('a restored version is building, not "(live)", until the site serves it', async () => {
    at(10)
    live.site = serving('v7', 7)
    render(<Desk publication={restore} />)
    await waitFor(() =>
      expect(screen.getByText(/Version 7, published/)).toHaveTextContent('(live)'),
    )
    expect(screen.getByTestId('publication-state')).toHaveTextContent('Building the pages')
    expect(screen.getByText(/Version 8, published/)).not.toHaveTextContent('(live)')
  })

  it('a build that never lands reads "not live yet" after the wait', async () => {
    at(61)
    live.site = serving('v7', 7)
    render(<Desk publication={restore} />)
    await waitFor(() =>
      expect(screen.getByTestId('publication-state')).toHaveTextContent(
        'Not live yet: check the host’s deploy log',
      ),
    )
    expect(screen.getByText(/still shows an earlier version 1 minute after/)).toBeVisible()
  })

  it('a build that lands turns the state live and moves "(live)" to its version', async () => {
    at(150)
    live.site = serving('v8', 8)
    render(<Desk publication={restore} />)
    await waitFor(() => expect(screen.getByTestId('publication-state')).toHaveTextContent('Live'))
    expect(screen.getByText(/Version 8, published/)).toHaveTextContent('(live)')
    expect(screen.getByText(/Version 7, published/)).not.toHaveTextContent('(live)')
    expect(screen.getByText(/The pages changed/)).toBeVisible()
  })

  it('a site that cannot be read marks no version live', async () => {
    at(10)
    live.site = { ok: false, reason: 'fetch failed' }
    render(<Desk publication={restore} />)
    await waitFor(() =>
      expect(screen.getByTestId('publication-state')).toHaveTextContent('Building the pages'),
    )
    expect(screen.queryByText(/\(live\)/)).toBeNull()
  })
})
