import { useEffect, useRef, useState } from 'react'
import { NewsDate } from '@/components/sections/news-article'
import { Button } from '@/components/ui/button'
import { newestFirst, type NewsItem, type SiteContent } from '@/content/site-content-schema'
import { diffContent } from '../lib/content-diff'
import { ConfirmChange } from './confirm-change'
import { NewsForm } from './news-form'
import { livePageRoutes } from '@schemas/made-pages'
import { draftPages } from '../lib/draft-pages'

type NewsEditorProps = {
  draft: SiteContent
  /** The announcements the draft holds (the repository's while it has none of its own). */
  news: readonly NewsItem[]
  save: (news: NewsItem[]) => Promise<boolean>
}

/**
 * The draft's announcements, newest first, each editable where it stands (Edit opens its form in
 * place, filled in; Save changes it in the draft; Cancel leaves it as it was), removable after one
 * question, and a form to add one. Publishing (now or at a scheduled time) makes them public.
 */
export function NewsEditor({ draft, news, save }: NewsEditorProps) {
  const [editing, setEditing] = useState<string>()
  const [removing, setRemoving] = useState<NewsItem>()
  const [busy, setBusy] = useState(false)
  // Where focus returns once the form or the question has closed, moved after that render.
  const focusTarget = useRef<string>(undefined)
  const slugs = news.map((other) => other.slug)
  // A link may lead to any page the draft builds, the pages made in the desk included.
  const routes = livePageRoutes(draftPages(draft))

  useEffect(() => {
    const target = focusTarget.current && document.getElementById(focusTarget.current)
    if (!target) return
    target.focus()
    focusTarget.current = undefined
  })

  async function saveEdit(slug: string, item: NewsItem) {
    const saved = await save(news.map((other) => (other.slug === slug ? item : other)))
    if (saved) {
      setEditing(undefined)
      focusTarget.current = `edit-news-${slug}`
    }
    return saved
  }

  const without = (slug: string) => news.filter((other) => other.slug !== slug)

  async function confirmRemove() {
    if (!removing) return
    setBusy(true)
    await save(without(removing.slug))
    setBusy(false)
    setRemoving(undefined)
    focusTarget.current = 'add-news-heading'
  }

  return (
    <>
      {news.length === 0 && <p>No announcement yet.</p>}
      <ul className="flex list-none flex-col gap-2 p-0">
        {newestFirst(news).map((item) => (
          <li
            key={item.slug}
            className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-col">
                <strong>{item.title}</strong>
                <NewsDate date={item.date} className="font-normal" />
              </span>
              {editing !== item.slug && (
                <span className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    id={`edit-news-${item.slug}`}
                    aria-label={`Edit ${item.title}`}
                    onClick={() => setEditing(item.slug)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => setRemoving(item)}
                  >
                    Remove
                  </Button>
                </span>
              )}
            </div>
            {editing === item.slug && (
              <NewsForm
                label={`Edit ${item.title}`}
                submitLabel="Save this announcement"
                initial={item}
                taken={slugs}
                routes={routes}
                onSave={(changed) => saveEdit(item.slug, changed)}
                onCancel={() => {
                  setEditing(undefined)
                  focusTarget.current = `edit-news-${item.slug}`
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <h3 id="add-news-heading" tabIndex={-1} className="text-lg font-semibold">
        Add an announcement
      </h3>
      <NewsForm
        label="Add an announcement"
        submitLabel="Add the announcement to the draft"
        taken={slugs}
        routes={routes}
        onSave={(item) => save([item, ...news])}
      />
      {removing && (
        <ConfirmChange
          title={`Remove ${removing.title}?`}
          lead="The announcement leaves the draft. Visitors still see it until you publish."
          changes={diffContent(
            { ...draft, news: [...news] },
            { ...draft, news: without(removing.slug) },
          )}
          confirmLabel={`Remove ${removing.title}`}
          busy={busy}
          onConfirm={confirmRemove}
          onClose={() => {
            setRemoving(undefined)
            focusTarget.current = `edit-news-${removing.slug}`
          }}
        />
      )}
    </>
  )
}
