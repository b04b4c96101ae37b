import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { deleteRecord } from '../api/personal-data'
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

/** Deletes one record, with its notes, history and deliveries, after a confirmation naming the person. */
export function DeleteRecord({ recordKind, recordId, name, noun, onDeleted }: DeleteRecordProps) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const roles = useDeskRoles()
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
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
        Delete this {noun}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${name}'s ${noun}?`}
          message={`The ${noun} of ${name} will be deleted with its notes and history. This cannot be undone.`}
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
