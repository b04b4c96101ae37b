import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { publishedContent } from '@/content/published'
import type { SiteContent, SiteContentPart } from '@/content/site-content-schema'
import {
  getDraft,
  listPublications,
  listVersions,
  type SitePublication,
  type SiteVersion,
} from '../api/get-site-content'
import { publishSite, restoreSiteVersion } from '../api/publish-site'
import { saveSiteDraft } from '../api/save-site-draft'
import { useLivePublication } from '../hooks/use-live-publication'
import { draftNews, draftPages } from '../lib/draft-pages'
import { partLabel, SITE_PARTS, type SitePart } from '../lib/site-parts'
import {
  cancelSiteSchedule,
  listSchedules,
  scheduleSiteDraft,
  type SiteSchedule,
} from '../api/schedule-site-draft'
import { formatDeskDateTime } from '@/lib/desk-time'
import { EventsEditor } from './events-editor'
import { GoalsEditor } from './goals-editor'
import { NewsEditor } from './news-editor'
import { ContentSearch } from './content-search'
import { MessagesEditor } from './messages-editor'
import { BannerEditor, ContactEditor } from './part-editors'
import { PagesEditor } from './pages-editor'
import { PartnersEditor } from './partners-editor'
import { PublicationStatus } from './publication-status'
import { PublishControls } from './publish-controls'
import { SitePreview, type LoadPage } from './site-preview'
import { TiersEditor } from './tiers-editor'
import { TimelineEditor } from './timeline-editor'
import { VersionHistory } from './version-history'

type Notice = { kind: 'error' | 'done'; text: string }

const load = () => Promise.all([getDraft(), listVersions(), listPublications(), listSchedules()])

interface SiteDeskProps {
  loadPage?: LoadPage
  /** The parts the member's roles may edit and publish: the others are not shown. */
  publishable: readonly SitePart[]
}

/**
 * The desk's "Site" section: the draft of the site's content (events, news, banner, contact details,
 * goals, partners, tiers, timeline), its preview, publishing part by part, the publication's build
 * and the history of published versions. No submission or other personal data is read here.
 */
export function SiteDesk({ loadPage, publishable }: SiteDeskProps) {
  const [draft, setDraft] = useState<SiteContent>()
  // The page chosen in "Pages" is the one the preview shows.
  const [pageRoute, setPageRoute] = useState('/')
  const [hasDraft, setHasDraft] = useState(true)
  const [versions, setVersions] = useState<SiteVersion[]>([])
  const [publications, setPublications] = useState<SitePublication[]>([])
  const [schedules, setSchedules] = useState<SiteSchedule[]>([])
  const [notice, setNotice] = useState<Notice>()
  const [busy, setBusy] = useState(false)
  const [showPreview, setShowPreview] = useState(false)

  const apply = useCallback((loaded: Awaited<ReturnType<typeof load>>) => {
    const [saved, history, builds, scheduled] = loaded
    // Before the first save (a project without the seed) the draft starts from this build's content.
    setDraft(saved?.content ?? publishedContent)
    setHasDraft(saved !== null)
    setVersions(history)
    setPublications(builds)
    setSchedules(scheduled)
  }, [])
  const refresh = useCallback(() => load().then(apply), [apply])

  useEffect(() => {
    load()
      .then(apply)
      .catch((error: unknown) =>
        setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) }),
      )
  }, [apply])

  // Which version the live site serves: the only witness of a build (no host reports back).
  const live = useLivePublication(publications[0], versions)

  async function save<P extends SiteContentPart>(part: P, value: SiteContent[P]) {
    if (!draft) return false
    try {
      setDraft(await saveSiteDraft(draft, part, value, hasDraft))
      setHasDraft(true)
      setNotice({ kind: 'done', text: 'Saved to the draft. Visitors see it once you publish.' })
      return true
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) })
      return false
    }
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true)
    let outcome: Notice
    try {
      await action()
      outcome = { kind: 'done', text: done }
    } catch (error) {
      outcome = { kind: 'error', text: error instanceof Error ? error.message : String(error) }
    }
    // The notice appears with the publication's fresh state, never beside the previous one.
    await refresh().catch(() => {})
    setNotice(outcome)
    setBusy(false)
  }

  if (!draft) return <p role="status">Loading the site’s content…</p>
  const pages = draftPages(draft)
  const news = draftNews(draft)
  const may = (part: SitePart) => publishable.includes(part)
  const everyPart = SITE_PARTS.every((entry) => may(entry.part))
  const named = (parts: readonly SitePart[]) => parts.map(partLabel).join(', ')

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">Site</h1>
        <p className="text-slate-700">
          Edits are saved to a draft. Preview it, then publish: the public pages are rebuilt and the
          change goes live.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setShowPreview((shown) => !shown)}>
            {showPreview ? 'Hide the preview' : 'Preview'}
          </Button>
        </div>
        <PublishControls
          draft={draft}
          live={versions[0]?.content}
          publishable={publishable}
          schedules={schedules}
          busy={busy}
          onPublish={(parts) =>
            run(
              () => publishSite(parts),
              `Published. The pages are being rebuilt with the new ${named(parts)}.`,
            )
          }
          onSchedule={(publishAt, parts) =>
            run(
              () => scheduleSiteDraft(publishAt, parts),
              `Scheduled. ${named(parts)} as they are now go live ${formatDeskDateTime(publishAt)}.`,
            )
          }
          onCancelSchedule={(schedule) =>
            run(
              () => cancelSiteSchedule(schedule.id),
              `The publication at ${formatDeskDateTime(schedule.publishAt)} is cancelled.`,
            )
          }
        />
        {notice && (
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={
              notice.kind === 'error' ? 'text-destructive font-semibold' : 'text-green-800'
            }
          >
            {notice.text}
          </p>
        )}
      </header>

      {showPreview && (
        <SitePreview content={{ ...draft, pages, news }} route={pageRoute} loadPage={loadPage} />
      )}
      <PublicationStatus
        publication={publications[0]}
        state={live.state}
        liveSince={live.liveSince}
      />
      <ContentSearch content={draft} parts={publishable} onChoosePage={setPageRoute} />

      {may('pages') && (
        <section aria-labelledby="pages-heading" className="flex flex-col gap-4">
          <h2 id="pages-heading" className="text-xl font-bold">
            Pages
          </h2>
          <PagesEditor
            pages={pages}
            route={pageRoute}
            onChoose={setPageRoute}
            save={(next) => save('pages', next)}
          />
        </section>
      )}

      {may('events') && (
        <section aria-labelledby="events-heading" className="flex flex-col gap-4">
          <h2 id="events-heading" className="text-xl font-bold">
            Events
          </h2>
          <EventsEditor draft={draft} save={(events) => save('events', events)} />
        </section>
      )}

      {may('news') && (
        <section aria-labelledby="news-heading" className="flex flex-col gap-4">
          <h2 id="news-heading" className="text-xl font-bold">
            News
          </h2>
          <NewsEditor draft={draft} news={news} save={(next) => save('news', next)} />
        </section>
      )}

      {may('settings') && (
        <section aria-labelledby="banner-heading" className="flex flex-col gap-4">
          <h2 id="banner-heading" className="text-xl font-bold">
            Home banner and contact details
          </h2>
          <BannerEditor text={draft.banner.text} save={save} />
          <ContactEditor contact={draft.contact} save={save} />
        </section>
      )}

      {may('partners') && (
        <section aria-labelledby="partners-heading" className="flex flex-col gap-4">
          <h2 id="partners-heading" className="text-xl font-bold">
            Partners
          </h2>
          <PartnersEditor
            partners={draft.partners}
            tiers={draft.partnerTiers}
            onChange={(partners) => save('partners', partners)}
          />
        </section>
      )}

      {(may('pages') || may('partners')) && (
        <section aria-labelledby="goals-and-tiers-heading" className="flex flex-col gap-6">
          <h2 id="goals-and-tiers-heading" className="text-xl font-bold">
            Goals and partner tiers
          </h2>
          {may('pages') && (
            <>
              <GoalsEditor
                title="Goals"
                idPrefix="goals"
                part="goals"
                draft={draft}
                save={(goals) => save('goals', goals)}
              />
              <GoalsEditor
                title="Pilot goals"
                idPrefix="pilot-goals"
                part="pilotGoals"
                draft={draft}
                save={(goals) => save('pilotGoals', goals)}
              />
            </>
          )}
          {may('partners') && (
            <TiersEditor draft={draft} save={(tiers) => save('partnerTiers', tiers)} />
          )}
        </section>
      )}

      {may('pages') && (
        <section aria-labelledby="timeline-heading" className="flex flex-col gap-6">
          <h2 id="timeline-heading" className="text-xl font-bold">
            Contest timeline
          </h2>
          <TimelineEditor draft={draft} save={(timeline) => save('timeline', timeline)} />
        </section>
      )}

      {may('messages') && (
        <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
          <h2 id="messages-heading" className="text-xl font-bold">
            Confirmations and e-mails
          </h2>
          <MessagesEditor draft={draft} save={(messages) => save('messages', messages)} />
        </section>
      )}

      <VersionHistory
        versions={versions}
        liveVersionId={live.liveVersionId}
        busy={busy}
        onRestore={(version) =>
          run(
            // A member who may publish only some parts restores only those.
            () => restoreSiteVersion(version.id, everyPart ? undefined : publishable),
            everyPart
              ? `Version ${version.number} restored and published. The pages are being rebuilt.`
              : `${named(publishable)} of version ${version.number} restored and published. The pages are being rebuilt.`,
          )
        }
      />
    </div>
  )
}
