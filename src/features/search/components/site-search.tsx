import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { siteSearch } from '@/content/site-search'
import { searchSite } from '../api/search-site'
import type { SearchHit } from '../lib/search-hits'
import {
  normalizeQuery,
  queryFromSearch,
  resultsAnnouncement,
  searchFor,
} from '../lib/search-query'
import { SearchResults } from './search-results'

/** Pause after the last key before searching: one search per word typed, not per letter. */
const TYPING_PAUSE_MS = 250

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'found'; query: string; hits: SearchHit[] }
  | { kind: 'failed' }

/**
 * The /search page's box and results. The form is a plain GET to /search?q=… (it works before the
 * app has loaded, like the header's box); once the app is there, typing searches as the person
 * goes, and the address follows the query so it can be shared or reloaded. Pagefind's script and
 * index are fetched on the first search only (../api/search-site.ts). The live region says how
 * many results there are; the results are links under h2s, all reachable with Tab.
 */
export function SiteSearch() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [state, setState] = useState<SearchState>({ kind: 'idle' })
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  function run(raw: string) {
    const words = normalizeQuery(raw)
    const ticket = ++latest.current
    clearTimeout(timer.current)
    void navigate(`${paths.search}${searchFor(words)}`, { replace: true })
    if (!words) {
      setState({ kind: 'idle' })
      return
    }
    setState({ kind: 'searching', query: words })
    void (async () => {
      let next: SearchState
      try {
        next = { kind: 'found', query: words, hits: await searchSite(words) }
      } catch {
        next = { kind: 'failed' }
      }
      if (ticket === latest.current) setState(next)
    })()
  }

  // A person who arrives with a query (the header's box, a shared link) sees its results. Read once
  // the page is in the browser: the prerendered page has no query, so hydration matches it.
  const arrivedWith = useRef(search)
  useEffect(() => {
    const initial = queryFromSearch(arrivedWith.current)
    if (!initial) return
    setQuery(initial)
    run(initial)
    // Once, on arrival: later changes of the address are this page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])

  function onType(value: string) {
    setQuery(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => run(value), TYPING_PAUSE_MS)
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        action={paths.search}
        method="get"
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          run(query)
        }}
      >
        <label htmlFor="site-search-query" className="text-ink font-semibold">
          {siteSearch.label}
        </label>
        <p id="site-search-hint" className="text-sm text-slate-700">
          {siteSearch.page.hint}
        </p>
        <div className="flex flex-wrap gap-2">
          <Input
            id="site-search-query"
            type="search"
            name={siteSearch.queryParam}
            value={query}
            onChange={(event) => onType(event.target.value)}
            aria-describedby="site-search-hint"
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-11 max-w-xl flex-1 basis-60"
          />
          <Button type="submit" size="lg" className="min-h-11">
            <Search aria-hidden="true" />
            {siteSearch.button}
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="text-lg font-semibold">
        {state.kind === 'searching'
          ? siteSearch.status.loading
          : state.kind === 'found'
            ? resultsAnnouncement(state.hits.length, state.query)
            : state.kind === 'failed'
              ? siteSearch.status.failed
              : ''}
      </p>
      {state.kind === 'found' ? <SearchResults hits={state.hits} /> : null}
    </div>
  )
}
