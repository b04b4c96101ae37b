import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkAdminRole } from './check-admin-role'
import { getApplicationCounts } from './count-applications'
import { countUnread } from './count-unread'
import { clearPreloads, preloadDesk, PRELOAD_KEYS, takePreloaded } from './desk-preload'
import { getApplicationOverview } from './get-application-overview'
import { listSubmissions } from './list-submissions'

vi.mock('./check-admin-role', () => ({ checkAdminRole: vi.fn() }))
vi.mock('./count-applications', () => ({ getApplicationCounts: vi.fn() }))
vi.mock('./count-unread', () => ({ countUnread: vi.fn() }))
vi.mock('./get-application-overview', () => ({ getApplicationOverview: vi.fn() }))
vi.mock('./list-submissions', () => ({ listSubmissions: vi.fn() }))

const counts = { total: 3, pending: 1, approved: 1, interview: 1 }

beforeEach(() => {
  vi.mocked(checkAdminRole).mockResolvedValue(true)
  vi.mocked(getApplicationCounts).mockResolvedValue(counts)
  vi.mocked(countUnread).mockResolvedValue({ applications: 1, contacts: 0, alliance: 0 })
  vi.mocked(getApplicationOverview).mockResolvedValue({ perWeek: [], perRegion: [] })
  vi.mocked(listSubmissions).mockResolvedValue({ rows: [], total: 0 })
})

afterEach(() => {
  clearPreloads()
  vi.clearAllMocks()
  vi.useRealTimers()
})

describe('desk preload', () => {
  it("sends the dashboard's first requests for the URL's view before anyone asks", async () => {
    preloadDesk(Promise.resolve('reviewer-1'), '?tab=contacts&status=new&q=boise&page=2')
    await vi.waitFor(() => expect(listSubmissions).toHaveBeenCalledTimes(1))
    expect(checkAdminRole).toHaveBeenCalledWith('reviewer-1')
    expect(getApplicationCounts).toHaveBeenCalledTimes(1)
    expect(countUnread).toHaveBeenCalledTimes(1)
    expect(getApplicationOverview).toHaveBeenCalledTimes(1)
    expect(listSubmissions).toHaveBeenCalledWith('contacts', {
      status: 'new',
      search: 'boise',
      unreadOnly: false,
      page: 1,
      sort: 'newest',
    })
  })

  it('sends no data request before the role check has answered yes, and none for a non-admin', async () => {
    let answer: (isAdmin: boolean) => void = () => {}
    vi.mocked(checkAdminRole).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    preloadDesk(Promise.resolve('member-1'), '')
    await vi.waitFor(() => expect(checkAdminRole).toHaveBeenCalledWith('member-1'))
    expect(listSubmissions).not.toHaveBeenCalled()
    answer(false)
    await expect(takePreloaded(PRELOAD_KEYS.role, 'member-1', vi.fn())).resolves.toBe(false)
    for (const send of [
      listSubmissions,
      getApplicationCounts,
      countUnread,
      getApplicationOverview,
    ]) {
      expect(send).not.toHaveBeenCalled()
    }
  })

  it('hands a preloaded request to the first asker for the same reviewer, then sends anew', async () => {
    preloadDesk(Promise.resolve('reviewer-1'), '')
    const ownRequest = vi.fn().mockResolvedValue({ ...counts, total: 99 })
    await expect(
      takePreloaded(PRELOAD_KEYS.applicationCounts, 'reviewer-1', ownRequest),
    ).resolves.toEqual(counts)
    expect(ownRequest).not.toHaveBeenCalled()
    // A reload after a status change must ask the database again.
    await expect(
      takePreloaded(PRELOAD_KEYS.applicationCounts, 'reviewer-1', ownRequest),
    ).resolves.toEqual({ ...counts, total: 99 })
    expect(ownRequest).toHaveBeenCalledTimes(1)
  })

  it("never hands one reviewer's preload to another", async () => {
    preloadDesk(Promise.resolve('reviewer-1'), '')
    const ownRequest = vi.fn().mockResolvedValue(false)
    await expect(takePreloaded(PRELOAD_KEYS.role, 'reviewer-2', ownRequest)).resolves.toBe(false)
    expect(ownRequest).toHaveBeenCalledTimes(1)
  })

  it('sends nothing when no one is signed in, and the dashboard then sends its own', async () => {
    preloadDesk(Promise.resolve(null), '')
    const ownRequest = vi.fn().mockResolvedValue({ applications: 5, contacts: 0, alliance: 0 })
    await expect(takePreloaded(PRELOAD_KEYS.unread, 'reviewer-1', ownRequest)).resolves.toEqual({
      applications: 5,
      contacts: 0,
      alliance: 0,
    })
    expect(countUnread).not.toHaveBeenCalled()
  })

  it('passes on the failure of a preloaded request', async () => {
    vi.mocked(getApplicationCounts).mockRejectedValue(new Error('offline'))
    preloadDesk(Promise.resolve('reviewer-1'), '')
    const ownRequest = vi.fn()
    await expect(
      takePreloaded(PRELOAD_KEYS.applicationCounts, 'reviewer-1', ownRequest),
    ).rejects.toThrow('offline')
    expect(ownRequest).not.toHaveBeenCalled()
  })

  it('hands over the role, the counters and the first page together, the overview on its own', async () => {
    let answerCounts: (value: typeof counts) => void = () => {}
    vi.mocked(getApplicationCounts).mockReturnValue(
      new Promise((resolve) => (answerCounts = resolve)),
    )
    preloadDesk(Promise.resolve('reviewer-1'), '')
    const handed: string[] = []
    const own = () => Promise.reject(new Error('not preloaded'))
    const take = (key: string, name: string) =>
      takePreloaded(key, 'reviewer-1', own).then(() => handed.push(name))
    const list = take(
      PRELOAD_KEYS.list('applications', {
        status: null,
        search: '',
        unreadOnly: false,
        page: 0,
        sort: 'newest',
      }),
      'list',
    )
    const role = take(PRELOAD_KEYS.role, 'role')
    const overview = take(PRELOAD_KEYS.overview, 'overview')
    await overview
    // The list and the role have answered, but wait for the counters.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(handed).toEqual(['overview'])
    answerCounts(counts)
    await Promise.all([list, role, take(PRELOAD_KEYS.applicationCounts, 'counts')])
    expect(handed.slice(1).sort()).toEqual(['counts', 'list', 'role'])
  })

  it('does not hand out a preload older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    preloadDesk(Promise.resolve('reviewer-1'), '')
    vi.setSystemTime(Date.now() + 11_000)
    const ownRequest = vi.fn().mockResolvedValue(true)
    await expect(takePreloaded(PRELOAD_KEYS.role, 'reviewer-1', ownRequest)).resolves.toBe(true)
    expect(ownRequest).toHaveBeenCalledTimes(1)
  })
})
