import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { countUnsentReplies, deleteRecord } from '../api/personal-data'
import { useDeskRoles } from '../hooks/use-desk-roles'
import type { RecordKind } from '../types'
import { ConfirmDialog } from './confirm-dialog'

interface DeleteRecordProps {
  recordKind: RecordKind
  recordId: string
  /** The person the record is about, named in the confirmation. */
  name: string
  /** "application", "contact submission". */
  noun: string
  onDeleted: () => void
}

/** What happens to replies the mail service has not accepted yet, said before the deletion. */
export function unsentWarning(unsent: number | 'unknown' | null, name: string): string {
  if (unsent === null) return 'Checking for replies not yet sent… '
  if (unsent === 'unknown') {
    return `Replies to ${name} not yet sent could not be checked; any still waiting will never be sent. `
  }
  if (unsent === 0) return ''
  const replies = unsent === 1 ? '1 reply' : `${unsent} replies`
  return `${replies} to ${name} not yet sent will be discarded with it and never sent. `
}

/** Deletes one record, with its notes, history and deliveries, after a confirmation naming the person. */
export function DeleteRecord({ recordKind, recordId, name, noun, onDeleted }: DeleteRecordProps) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const roles = useDeskRoles()
  // Unsent replies die with the record: counted when the dialog opens, so the warning is current.
  const [unsent, setUnsent] = useState<number | 'unknown' | null>(null)
  useEffect(() => {
    if (!confirming) return
    let current = true
    countUnsentReplies(recordKind, recordId).then(
      (count) => current && setUnsent(count),
      () => current && setUnsent('unknown'),
    )
    return () => {
      current = false
    }
  }, [confirming, recordKind, recordId])
  // Deletion is an administrator's (docs/roles.md); a reviewer is told so instead of a button
  // the database would refuse.
  if (roles !== null && !roles.includes('admin')) {
    return (
      <p className="border-border text-muted-foreground border-t px-6 py-3 text-sm">
        Only an administrator can delete this {noun}.
      </p>
    )
  }
  return (
    <div className="border-border flex justify-end border-t px-6 py-3">
      <Button
        variant="destructive"
        size="sm"
        onClick={() => {
          setUnsent(null)
          setConfirming(true)
        }}
      >
        Delete this {noun}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${name}'s ${noun}?`}
          message={`The ${noun} of ${name} will be deleted with its notes and history. ${unsentWarning(unsent, name)}This cannot be undone.`}
          confirmLabel="Delete permanently"
          busy={busy}
          busyLabel="Deleting…"
          onConfirm={async () => {
            setBusy(true)
            try {
              await deleteRecord(recordKind, recordId)
              toast({ title: 'Record deleted', description: `${name}'s ${noun} was deleted.` })
              setConfirming(false)
              onDeleted()
            } catch (error) {
              toast({
                title: 'Nothing was deleted',
                description: error instanceof Error ? error.message : 'Please try again.',
                variant: 'destructive',
              })
            } finally {
              setBusy(false)
            }
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  )
}
