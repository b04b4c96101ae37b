import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SiteContent } from '@/content/site-content-schema'
import {
  searchContent,
  searchIndex,
  type SearchResult,
  type SearchTarget,
} from '../lib/content-search'
import { fallbackElement, openItem, reveal, targetElement } from '../lib/search-focus'
import { minimumQueryLength, foldQuery } from '../lib/search-text'
import { partLabel, SITE_PARTS, type SitePart } from '../lib/site-parts'

type ContentSearchProps = {
  /** The draft: what the desk's editors show. */
  content: SiteContent
  /** The parts the member may edit: the desk shows no other, so no other is searched. */
  parts?: readonly SitePart[]
  /** Chooses a page in the Pages editor's "Page" list (PagesEditor's `onChoose`). */
  onChoosePage: (route: string) => void
}

/** How long a result waits for its field to appear (a page chosen, a form opened) before giving up. */
const patience = 2000

/** "3 places say “5-7 business days”", or in words that nothing does. */
export function countSentence(count: number, query: string): string {
  const quoted = `“${query.trim()}”`
  if (count === 0) return `Nothing in the site’s content says ${quoted}.`
  return count === 1 ? `1 place says ${quoted}` : `${count} places say ${quoted}`
}

/**
 * "Find": a search across the site's content in the desk (every page's words, events, news,
 * partners, tiers, the timeline, goals, the banner and contact details). Each result says where
 * the words are, as the desk names it, with the sentence and the match marked; choosing it
 * opens that page or item and puts the focus on the field. Case, accents, dashes and spacing do
 * not count, so "5-7 business days" finds "5–7 business days".
 */
export function ContentSearch({ content, parts, onChoosePage }: ContentSearchProps) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState<string>()
  // The field a chosen result leads to, looked for at each frame until it is on screen.
  const seeking = useRef<{ target: SearchTarget; frame?: number }>(undefined)
  const [seekCount, setSeekCount] = useState(0)

  // Folded once per draft; each search then only compares.
  const index = useMemo(() => searchIndex(content), [content])
  const results = useMemo(
    () => (query === undefined ? [] : searchContent(index, query, parts)),
    [index, query, parts],
  )
  const tooShort = query !== undefined && foldQuery(query).length < minimumQueryLength
  const someParts = parts && SITE_PARTS.some((entry) => !parts.includes(entry.part))

  useEffect(() => {
    const wanted = seeking.current
    if (!wanted) return
    const until = Date.now() + patience
    // Looked for after the frame in which the desk shows the page or opens the form (an opened
    // form moves focus to its first field in that frame: this comes after and wins).
    const look = () => {
      const element = targetElement(wanted.target)
      if (element) {
        reveal(element)
      } else if (Date.now() < until) {
        wanted.frame = requestAnimationFrame(look)
        return
      } else {
        const heading = fallbackElement(wanted.target)
        if (heading) reveal(heading)
      }
      seeking.current = undefined
    }
    wanted.frame = requestAnimationFrame(look)
    return () => {
      if (wanted.frame !== undefined) cancelAnimationFrame(wanted.frame)
    }
  }, [seekCount])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setQuery(typed)
  }

  function choose(result: SearchResult) {
    const { target } = result
    if (target.kind === 'page') onChoosePage(target.route)
    if (target.kind === 'item') openItem(target)
    seeking.current = { target }
    setSeekCount((count) => count + 1)
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Find words in the site
      </h2>
      <form
        role="search"
        aria-label="Find words in the site"
        onSubmit={submit}
        className="flex flex-col gap-1"
      >
        <Label htmlFor={`${id}-query`}>Words to find</Label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          Every page, event, announcement and list in the draft
          {someParts && parts ? ` you may edit (${parts.map(partLabel).join(', ')})` : ''}. At least{' '}
          {minimumQueryLength} characters; capitals, accents and the kind of dash do not matter.
        </p>
        <div className="flex max-w-xl flex-wrap gap-2">
          <Input
            id={`${id}-query`}
            type="search"
            value={typed}
            aria-describedby={`${id}-hint`}
            className="min-w-0 flex-1"
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">Find</Button>
        </div>
      </form>
      <p role="status" className="font-semibold empty:hidden">
        {query === undefined
          ? ''
          : tooShort
            ? `Type at least ${minimumQueryLength} characters to find.`
            : countSentence(results.length, query)}
      </p>
      {results.length > 0 && (
        <ol aria-label="Places found" className="flex list-none flex-col gap-2 p-0">
          {results.map((result) => (
            <li key={result.key}>
              <button
                type="button"
                onClick={() => choose(result)}
                className="flex w-full flex-col gap-1 rounded-md border border-slate-300 bg-white p-3 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                <span className="text-sm font-semibold">{result.where.join(' › ')}</span>
                <span className="text-slate-800">
                  {result.before}
                  <mark className="bg-yellow-200 text-inherit">{result.match}</mark>
                  {result.after}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
