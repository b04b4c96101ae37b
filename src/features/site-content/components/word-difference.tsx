import type { Segment } from '../lib/word-diff'

/**
 * A text's change in place: taken-out words struck through, put-in words underlined, each said
 * aloud ("removed:", "added:") since a screen reader does not announce <del> and <ins>.
 */
export function WordDifference({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) => {
        const gap = index > 0 ? ' ' : ''
        if (segment.kind === 'same') return `${gap}${segment.text}`
        const Mark = segment.kind === 'removed' ? 'del' : 'ins'
        return (
          <span key={index}>
            {gap}
            <Mark
              className={
                segment.kind === 'removed'
                  ? 'bg-red-50 text-red-900 line-through'
                  : 'bg-green-50 text-green-900 underline'
              }
            >
              <span className="sr-only">{segment.kind}: </span>
              {segment.text}
            </Mark>
          </span>
        )
      })}
    </>
  )
}
