import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { countUnread, type UnreadCounts } from '../api/count-unread'
import { PRELOAD_KEYS, takePreloaded } from '../api/desk-preload'
import { useDeskView } from '../hooks/use-desk-view'
import { DEFAULT_VIEW, deskViewParams, TABS } from '../lib/desk-view'
import { formatNumber } from '../lib/format'
import type { DeskTab } from '../types'
import { AllianceSection } from './alliance-section'
import { ApplicationCounters } from './application-counters'
import { ApplicationOverview } from './application-overview'
import { ApplicationsSection } from './applications-section'
import { ContactsSection } from './contacts-section'
import { MailHealthPanel } from './mail-health-panel'

interface AdminDashboardProps {
  userId: string
}

const TAB_LABELS: Record<DeskTab, string> = {
  applications: 'Coach applications',
  contacts: 'Contact submissions',
  alliance: 'Alliance registrations',
}

/** How many records of each kind this reviewer has never opened; reloads when `reloadKey` changes. */
function useUnreadCounts(userId: string, reloadKey: number, enabled: boolean): UnreadCounts | null {
  const [counts, setCounts] = useState<UnreadCounts | null>(null)
  useEffect(() => {
    if (!enabled) return
    let current = true
    takePreloaded(PRELOAD_KEYS.unread, userId, countUnread).then(
      (next) => current && setCounts(next),
      // The tabs work without their counts; the lists report their own load failures.
      () => {},
    )
    return () => {
      current = false
    }
  }, [userId, reloadKey, enabled])
  return counts
}

/**
 * The submissions, the desk's front page for administrators and reviewers: mail health, the
 * counters and overview, and the three lists. DeskShell has checked the member's roles before
 * this mounts, so nothing here is asked of the database for someone who may not read it.
 */
export function AdminDashboard({ userId }: AdminDashboardProps) {
  const [applicationsVersion, setApplicationsVersion] = useState(0)
  const [unreadVersion, setUnreadVersion] = useState(0)
  const desk = useDeskView()
  const unread = useUnreadCounts(userId, unreadVersion, true)

  const applicationsChanged = useCallback(() => setApplicationsVersion((n) => n + 1), [])
  const readChanged = useCallback(() => setUnreadVersion((n) => n + 1), [])
  const context = {
    desk,
    currentUserId: userId,
    onReadChanged: readChanged,
    visible: true,
  }

  return (
    <div className="flex w-full flex-col gap-10">
      <MailHealthPanel />
      <ApplicationCounters userId={userId} reloadKey={applicationsVersion} />
      <ApplicationOverview userId={userId} reloadKey={applicationsVersion} />

      <div className="flex flex-col gap-6">
        <nav aria-label="Submission types" className="border-border border-b">
          <ul className="-mb-px flex flex-wrap gap-1">
            {TABS.map((tab) => {
              const current = desk.view.tab === tab
              const count = unread?.[tab]
              return (
                <li key={tab}>
                  <Link
                    to={{ search: deskViewParams({ ...DEFAULT_VIEW, tab }).toString() }}
                    // The desk's navigation marks the page; this marks the list within it.
                    aria-current={current ? 'true' : undefined}
                    data-tab={tab}
                    className={
                      current
                        ? 'border-primary text-ink flex items-center gap-2 border-b-2 px-4 py-2 font-semibold'
                        : 'text-muted-foreground hover:text-ink flex items-center gap-2 border-b-2 border-transparent px-4 py-2'
                    }
                  >
                    {TAB_LABELS[tab]}
                    {count !== undefined && count > 0 ? (
                      <span
                        className="bg-primary rounded-full px-2 py-0.5 text-xs font-semibold text-white"
                        data-unread-count={tab}
                      >
                        {formatNumber(count)}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        {desk.view.tab === 'applications' ? (
          <ApplicationsSection
            key="applications"
            {...context}
            onStatusChanged={applicationsChanged}
          />
        ) : desk.view.tab === 'contacts' ? (
          <ContactsSection key="contacts" {...context} />
        ) : (
          <AllianceSection key="alliance" {...context} />
        )}
      </div>
    </div>
  )
}
