import type { Pages } from '@/content/page-copy-schema'
import { gapSentence, spanishGaps, type SpanishGap } from '../lib/spanish-texts'

/**
 * What the pages' Spanish lacks, across pages: first the pages visitors read in Spanish whose
 * Spanish is older than their English (or lacks a text), then, folded, the pages in English only.
 * Choosing one opens its Spanish.
 */
export function SpanishGaps({ pages, onOpen }: { pages: Pages; onOpen: (route: string) => void }) {
  const gaps = spanishGaps(pages)
  const published = gaps.filter((gap) => gap.publish)
  const englishOnly = gaps.filter((gap) => !gap.publish)
  return (
    <section aria-labelledby="spanish-gaps-heading" className="flex flex-col gap-2">
      <h3 id="spanish-gaps-heading" className="font-semibold">
        Spanish to update
      </h3>
      {published.length === 0 ? (
        <p className="text-sm text-slate-700">
          Every page published in Spanish is up to date with its English.
        </p>
      ) : (
        <GapList gaps={published} onOpen={onOpen} />
      )}
      {englishOnly.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm">
            Pages in English only ({englishOnly.length})
          </summary>
          <GapList gaps={englishOnly} onOpen={onOpen} />
        </details>
      )}
    </section>
  )
}

function GapList({ gaps, onOpen }: { gaps: SpanishGap[]; onOpen: (route: string) => void }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {gaps.map((gap) => (
        <li key={gap.route}>
          <button
            type="button"
            className="min-h-6 text-left underline underline-offset-2 hover:no-underline"
            onClick={() => onOpen(gap.route)}
          >
            {gapSentence(gap)}
          </button>
        </li>
      ))}
    </ul>
  )
}
