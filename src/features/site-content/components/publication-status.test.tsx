import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveSite } from '@/lib/site-version'
import type { HostBuild } from '../api/get-site-build-progress'
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

// What the local site host says of its builds (null: a real host, which says nothing).
const host = vi.hoisted(() => ({ build: null as HostBuild | null }))
vi.mock('../api/get-site-build-progress', () => ({
  getSiteBuildProgress: () => Promise.resolve(host.build),
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  host.build = null
})
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

describe('the build’s progress, where the host says it', () => {
  it('a building publication shows how many pages are built and for how long', async () => {
    at(10)
    live.site = serving('v7', 7)
    host.build = {
      progress: {
        startedAt: new Date(Date.parse(requestedAt) + 4_000).toISOString(),
        step: 'pages',
        pagesBuilt: 3,
        pages: 4,
      },
      lastBuild: null,
    }
    render(<Desk publication={restore} />)
    await waitFor(() =>
      expect(screen.getByTestId('publication-progress')).toHaveTextContent(
        '3 of 4 pages built, 6.0 s so far.',
      ),
    )
    expect(screen.getByText(/rebuilds the pages whose words changed/)).toBeVisible()
  })

  it('a live publication says how long its build took', async () => {
    at(20)
    live.site = serving('v8', 8)
    host.build = {
      progress: null,
      lastBuild: {
        finishedAt: new Date(Date.parse(requestedAt) + 7_500).toISOString(),
        seconds: 7.2,
        ok: true,
        pages: 1,
      },
    }
    render(<Desk publication={restore} />)
    await waitFor(() =>
      expect(screen.getByTestId('publication-took')).toHaveTextContent(
        'The build took 7.2 s and rendered 1 page.',
      ),
    )
  })

  it('a host that says nothing leaves the usual words and no figures', async () => {
    at(10)
    live.site = serving('v7', 7)
    render(<Desk publication={restore} />)
    await waitFor(() => expect(screen.getByText(/usually within a few minutes/)).toBeVisible())
    expect(screen.queryByTestId('publication-progress')).toBeNull()
  })

  it('a build that finished before this publication is not its time', async () => {
    at(150)
    live.site = serving('v8', 8)
    host.build = {
      progress: null,
      lastBuild: { finishedAt: '2026-11-27T11:00:00.000Z', seconds: 40, ok: true, pages: 41 },
    }
    render(<Desk publication={restore} />)
    await waitFor(() => expect(screen.getByTestId('publication-state')).toHaveTextContent('Live'))
    expect(screen.queryByTestId('publication-took')).toBeNull()
  })
})
