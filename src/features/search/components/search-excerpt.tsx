import { excerptParts } from '../lib/excerpt-parts'

/** Pagefind's excerpt as text, the matched words in <mark> (never rendered as HTML). */
export function SearchExcerpt({ excerpt }: { excerpt: string }) {
  return (
    <>
      {excerptParts(excerpt).map((part, index) =>
        part.marked ? (
          <mark key={index} className="bg-accent/40 text-ink rounded-sm px-0.5">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
