/**
 * What happened to each item of a list between two versions, in the order of the newer one: kept
 * in place, added, removed, or moved (one item taken out and put back elsewhere is one move, not
 * a list of every item after it).
 */
export type ListOp<T> =
  | { kind: 'kept'; before: T; after: T }
  | { kind: 'added'; after: T }
  | { kind: 'removed'; before: T }
  /** Moved: `next` is the item it now stands above, or `previous` the one it follows (last). */
  | { kind: 'moved'; before: T; after: T; next?: T; previous?: T }

/** Keys made unique by their place among equals (a goal listed twice is two items). */
function uniqueKeys<T>(items: readonly T[], key: (item: T) => string): string[] {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const base = key(item)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}\u0000${count}`
  })
}

/** The keys both lists keep in the same order (longest common subsequence). */
function inOrder(before: string[], after: string[]): Set<string> {
  const table = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  )
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i]![j] =
        before[i] === after[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
    }
  }
  const kept = new Set<string>()
  let i = 0
  let j = 0
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      kept.add(before[i]!)
      i += 1
      j += 1
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1
    else j += 1
  }
  return kept
}

/**
 * The list's items matched by `key` (an event's short name, a block's id, or a text itself).
 * With `pairInPlace`, an item removed and another added at the same place are one item edited
 * ("kept", with different values): a paragraph rewritten is a changed paragraph.
 */
export function listOps<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  pairInPlace = false,
): ListOp<T>[] {
  const oldKeys = uniqueKeys(before, key)
  const newKeys = uniqueKeys(after, key)
  const oldByKey = new Map(oldKeys.map((itemKey, index) => [itemKey, before[index]!]))
  const newSet = new Set(newKeys)
  const kept = inOrder(
    oldKeys.filter((itemKey) => newSet.has(itemKey)),
    newKeys.filter((itemKey) => oldByKey.has(itemKey)),
  )
  // The items taken out between two kept ones, to pair with items put in at the same place.
  const gaps = new Map<number, T[]>()
  let gap = 0
  oldKeys.forEach((itemKey, index) => {
    if (kept.has(itemKey)) gap += 1
    else if (!newSet.has(itemKey)) gaps.set(gap, [...(gaps.get(gap) ?? []), before[index]!])
  })

  const ops: ListOp<T>[] = []
  gap = 0
  newKeys.forEach((itemKey, index) => {
    const item = after[index]!
    const was = oldByKey.get(itemKey)
    if (kept.has(itemKey)) {
      ops.push({ kind: 'kept', before: was!, after: item })
      gap += 1
    } else if (was !== undefined) {
      ops.push({
        kind: 'moved',
        before: was,
        after: item,
        ...(index + 1 < after.length ? { next: after[index + 1] } : { previous: after[index - 1] }),
      })
    } else {
      const partner = pairInPlace ? gaps.get(gap)?.shift() : undefined
      ops.push(
        partner === undefined
          ? { kind: 'added', after: item }
          : { kind: 'kept', before: partner, after: item },
      )
    }
  })
  // What stays in the gaps was taken out without a replacement.
  const removed = [...gaps.values()].flat()
  return [...removed.map((item) => ({ kind: 'removed' as const, before: item })), ...ops]
}
