import { useId, useState } from 'react'
import type { Language } from '@schemas/languages'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import type { PageCopy, Pages } from '@/content/page-copy-schema'
import { NewPageForm } from './new-page-form'
import { PageForm } from './page-form'
import { SpanishGaps } from './spanish-gaps'

/**
 * "Pages": every public page, listed by its address, then the pages the team made; choosing one
 * shows its words, block by block, to edit in place and save to the draft. "Make a new page" adds
 * one to the draft and opens it. Above them, what the pages' Spanish lacks; the chosen page's words
 * are shown in English or in Spanish.
 */
export function PagesEditor({
  pages,
  route,
  onChoose,
  save,
  onTyping,
}: {
  pages: Pages
  route: string
  onChoose: (route: string) => void
  save: (pages: Pages) => Promise<boolean>
  onTyping?: (route: string, page: PageCopy) => void
}) {
  const id = useId()
  const [saved, setSaved] = useState(0)
  const [making, setMaking] = useState(false)
  const [language, setLanguage] = useState<Language>('en')
  const page = pages[route]
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={id}>Page</Label>
          <select
            id={id}
            value={route}
            onChange={(event) => onChoose(event.target.value)}
            className="min-h-10 max-w-md rounded-md border border-slate-400 bg-white px-3"
          >
            {Object.entries(pages).map(([path, copy]) => (
              <option key={path} value={path}>
                {path}
                {copy.seo ? ` – ${copy.seo.title}` : ''}
                {copy.retiredTo ? ' (retired)' : ''}
              </option>
            ))}
          </select>
        </div>
        {!making && (
          <Button id={`${id}-make`} variant="outline" onClick={() => setMaking(true)}>
            Make a new page
          </Button>
        )}
      </div>
      {!making && (
        <SpanishGaps
          pages={pages}
          onOpen={(chosen) => {
            onChoose(chosen)
            setLanguage('es')
            // The first text whose Spanish is missing or older than its English.
            requestAnimationFrame(() =>
              document
                .querySelector<HTMLElement>(
                  `form[aria-label="Words of ${chosen}"] li:not([data-state="current"]) [lang="es"]`,
                )
                ?.focus(),
            )
          }}
        />
      )}
      {making && (
        <NewPageForm
          pages={pages}
          onCancel={() => {
            setMaking(false)
            requestAnimationFrame(() => document.getElementById(`${id}-make`)?.focus())
          }}
          onMake={async (newRoute, newPage) => {
            const done = await save({ ...pages, [newRoute]: newPage })
            if (done) {
              setMaking(false)
              onChoose(newRoute)
            }
            return done
          }}
        />
      )}
      {page && !making && (
        <PageForm
          key={`${route}-${saved}`}
          route={route}
          page={page}
          pages={pages}
          language={language}
          onLanguage={setLanguage}
          onChange={(typed) => onTyping?.(route, typed)}
          onSave={async (next) => {
            const done = await save({ ...pages, [route]: next })
            if (done) setSaved((count) => count + 1)
            return done
          }}
        />
      )}
    </div>
  )
}
