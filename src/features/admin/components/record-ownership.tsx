import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { AdminApiError } from '../api/admin-api-error'
import type { RecordCollaboration, RecordRef } from '../api/record-collaboration'
import { setRecordAssignment } from '../api/set-record-assignment'

interface RecordOwnershipProps {
  record: RecordRef
  currentUserId: string
  collaboration: RecordCollaboration
  onChanged: (next: RecordCollaboration) => void
}

/** "Dorothy is writing a reply", "Grace is viewing this record": who else is on it now. */
export function presenceSentence(others: RecordCollaboration['others']): string {
  return others
    .map((other) =>
      other.state === 'replying'
        ? `${other.name} is writing a reply.`
        : `${other.name} is viewing this record.`,
    )
    .join(' ')
}

/**
 * Who owns the record ("Assign to me" / "Unassign") and who else has it open or is replying to
 * it, so two reviewers do not answer the same person without knowing.
 */
export function RecordOwnership({
  record,
  currentUserId,
  collaboration,
  onChanged,
}: RecordOwnershipProps) {
  const [busy, setBusy] = useState(false)
  const { assignee, others } = collaboration
  const mine = assignee?.id === currentUserId

  async function change(assign: boolean) {
    setBusy(true)
    try {
      onChanged(await setRecordAssignment(record, assign))
    } catch (error) {
      // A record that is gone answers 404 with a sentence that says so; anything else may pass.
      const gone = error instanceof AdminApiError && error.code === 'PT404'
      toast({
        title: assign ? 'Could not assign the record' : 'Could not unassign the record',
        description: gone ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="border-border flex flex-col gap-2 border-b px-6 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <p>
          <span className="font-semibold">Assigned to: </span>
          {assignee ? (mine ? 'you' : assignee.name) : 'nobody'}
        </p>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void change(!mine)}>
          {mine ? 'Unassign' : 'Assign to me'}
        </Button>
      </div>
      <p role="status" className="font-semibold text-amber-900 empty:hidden">
        {presenceSentence(others)}
      </p>
    </div>
  )
}
