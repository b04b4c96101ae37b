import { siteSearch } from '@/content/site-search'
import type { SearchHit } from '../lib/search-hits'
import { SearchExcerpt } from './search-excerpt'

/**
 * The matching pages, best first: each title a plain link (a prerendered page, loaded in full)
 * with the matching sentence under it, and the page's matching sections or news items below.
 * Titles are h2s, so a screen reader's heading list walks the results.
 */
export function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  if (hits.length === 0) return null
  return (
    <ol className="flex list-none flex-col gap-6 p-0">
      {hits.map((hit) => (
        <li key={hit.url} className="border-border flex flex-col gap-2 border-b pb-6">
          <h2 className="text-xl font-bold">
            <a href={hit.url} className="text-primary underline underline-offset-4">
              {hit.title}
            </a>
          </h2>
          <p className="text-slate-800">
            <SearchExcerpt excerpt={hit.excerpt} />
          </p>
          {hit.spots.length > 0 ? (
            <div className="flex flex-col gap-2 border-l-2 border-slate-300 pl-4">
              <h3 className="text-sm font-semibold text-slate-700">{siteSearch.onThisPage}</h3>
              <ul className="flex list-none flex-col gap-2 p-0">
                {hit.spots.map((spot) => (
                  <li key={spot.url}>
                    <a href={spot.url} className="text-primary font-semibold underline">
                      {spot.title}
                    </a>
                    <p className="text-sm text-slate-700">
                      <SearchExcerpt excerpt={spot.excerpt} />
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
