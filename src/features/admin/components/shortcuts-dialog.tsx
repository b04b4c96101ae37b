import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { detailShortcuts, LIST_SHORTCUTS } from '../lib/shortcuts'
import { Modal } from '@/components/ui/modal'

function ShortcutTable({
  caption,
  rows,
}: {
  caption: string
  rows: ReturnType<typeof detailShortcuts>
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.action} className="border-border border-t">
            <td className="py-1.5 pr-4 whitespace-nowrap">
              {row.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ' or ' : null}
                  <kbd className="border-border bg-muted rounded border px-1.5 py-0.5 font-mono text-xs">
                    {key}
                  </kbd>
                </span>
              ))}
            </td>
            <td className="py-1.5">{row.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The `?` help: every shortcut of the list and of the open record. */
export function ShortcutsDialog({
  statusLabels,
  onClose,
}: {
  statusLabels: readonly string[]
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      <div className="flex flex-col gap-5 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          Keyboard shortcuts
        </h2>
        <p className="text-muted-foreground text-sm">
          Shortcuts work whenever you are not typing in a field.
        </p>
        <ShortcutTable caption="In the list" rows={LIST_SHORTCUTS} />
        <ShortcutTable caption="In an open record" rows={detailShortcuts(statusLabels)} />
        <Button className="self-end" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  )
}
