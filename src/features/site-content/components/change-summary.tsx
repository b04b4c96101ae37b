import { Fragment } from 'react'
import type { ItemChange, PartChange } from '../lib/content-diff'
import { WordDifference } from './word-difference'

/** Items in order, those of one page under the page's name. */
function byPage(items: ItemChange[]): { page?: string; items: ItemChange[] }[] {
  const groups: { page?: string; items: ItemChange[] }[] = []
  for (const item of items) {
    const last = groups.at(-1)
    if (last && last.page === item.page) last.items.push(item)
    else groups.push({ page: item.page, items: [item] })
  }
  return groups
}

const kindWords = { added: 'added', removed: 'removed', changed: '', moved: 'moved' } as const

function Item({ item }: { item: ItemChange }) {
  return (
    <li>
      {item.says ?? (kindWords[item.kind] ? `${item.item}: ${kindWords[item.kind]}` : item.item)}
      {item.fields.length > 0 && (
        <ul className="list-[circle] pl-6 text-sm">
          {item.fields.map((field, index) => (
            <li key={`${field.field}-${index}`} className="break-words">
              {field.says ? (
                `${field.field}: ${field.says}`
              ) : (
                <>
                  {field.field}: <WordDifference segments={field.words ?? []} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * What really changes, part by part, page by page and item by item: an item added, removed or
 * moved in a sentence, a changed field as its words with what was taken out and put in.
 */
export function ChangeSummary({
  changes,
  none = 'Nothing changes: the content is the same.',
}: {
  changes: PartChange[]
  none?: string
}) {
  if (changes.length === 0) return <p>{none}</p>
  return (
    <div className="flex flex-col gap-3">
      {changes.map((change) => (
        <div key={change.part}>
          <h3 className="font-semibold">{change.label}</h3>
          {byPage(change.items).map((group, at) => (
            <Fragment key={`${group.page ?? ''}-${at}`}>
              {group.page && <h4 className="mt-1 font-medium">{group.page}</h4>}
              <ul className="list-disc pl-6">
                {group.items.map((item, index) => (
                  <Item key={`${item.item}-${index}`} item={item} />
                ))}
              </ul>
            </Fragment>
          ))}
        </div>
      ))}
    </div>
  )
}
