/**
 * A text's change word by word: the words both versions share, the words taken out and the words
 * put in, in the order a person reads them. Whitespace only separates words, so a text whose
 * spacing alone changed has no change at all.
 */
export type Segment = { kind: 'same' | 'removed' | 'added'; text: string }

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean)

/** Above this many cells the middle is shown as taken out and put in whole (a rewrite). */
const MAX_CELLS = 250_000

/** The longest run of words both lists share, as pairs of indexes (a classic LCS table). */
function commonWords(before: string[], after: string[]): [number, number][] {
  const rows = before.length
  const columns = after.length
  const table = Array.from({ length: rows + 1 }, () => new Uint16Array(columns + 1))
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      table[i]![j] =
        before[i] === after[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
    }
  }
  const pairs: [number, number][] = []
  let i = 0
  let j = 0
  while (i < rows && j < columns) {
    if (before[i] === after[j]) {
      pairs.push([i, j])
      i += 1
      j += 1
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1
    else j += 1
  }
  return pairs
}

function push(segments: Segment[], kind: Segment['kind'], words: string[]) {
  if (words.length === 0) return
  const last = segments.at(-1)
  if (last?.kind === kind) last.text = `${last.text} ${words.join(' ')}`
  else segments.push({ kind, text: words.join(' ') })
}

/** The words of `before` and `after` as runs of shared, removed and added words. */
export function wordDiff(before: string, after: string): Segment[] {
  const old = wordsIn(before)
  const now = wordsIn(after)
  let start = 0
  while (start < old.length && start < now.length && old[start] === now[start]) start += 1
  let end = 0
  while (
    end < old.length - start &&
    end < now.length - start &&
    old[old.length - 1 - end] === now[now.length - 1 - end]
  )
    end += 1
  const oldMiddle = old.slice(start, old.length - end)
  const nowMiddle = now.slice(start, now.length - end)
  const segments: Segment[] = []
  push(segments, 'same', old.slice(0, start))
  const pairs =
    oldMiddle.length * nowMiddle.length > MAX_CELLS ? [] : commonWords(oldMiddle, nowMiddle)
  let i = 0
  let j = 0
  for (const [oldAt, nowAt] of [...pairs, [oldMiddle.length, nowMiddle.length] as const]) {
    push(segments, 'removed', oldMiddle.slice(i, oldAt))
    push(segments, 'added', nowMiddle.slice(j, nowAt))
    if (oldAt < oldMiddle.length) push(segments, 'same', [oldMiddle[oldAt]!])
    i = oldAt + 1
    j = nowAt + 1
  }
  push(segments, 'same', old.slice(old.length - end))
  return segments
}

/** Whether the words changed at all. */
export const changed = (segments: Segment[]) => segments.some((segment) => segment.kind !== 'same')

/**
 * The change with only `context` shared words on each side of it: a long text shows the words
 * that changed and enough around them to find the place, never its first 120 characters.
 */
export function inContext(segments: Segment[], context = 8): Segment[] {
  return segments.map((segment, index) => {
    if (segment.kind !== 'same') return segment
    const words = wordsIn(segment.text)
    const first = index === 0
    const last = index === segments.length - 1
    if (first && last) return segment
    if (first && words.length > context)
      return { kind: 'same', text: `… ${words.slice(-context).join(' ')}` }
    if (last && words.length > context)
      return { kind: 'same', text: `${words.slice(0, context).join(' ')} …` }
    if (!first && !last && words.length > 2 * context) {
      const kept = [...words.slice(0, context), '…', ...words.slice(-context)]
      return { kind: 'same', text: kept.join(' ') }
    }
    return segment
  })
}
