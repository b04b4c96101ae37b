import type { PartChange } from '../lib/content-diff'

const kindWords = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  reordered: 'changed',
} as const

/** What changes, part by part and item by item, each changed field before → after. */
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
          <ul className="list-disc pl-6">
            {change.items.map((item, index) => (
              <li key={`${item.item}-${index}`}>
                {item.item}: {kindWords[item.kind]}
                {item.fields.length > 0 && (
                  <ul className="list-[circle] pl-6 text-sm">
                    {item.fields.map((field) => (
                      <li key={field.field}>
                        {field.field}: {field.before} → {field.after}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
