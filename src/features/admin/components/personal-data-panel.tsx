import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import {
  deletePersonalData,
  type DeletionPreview,
  findPersonalData,
  getDeletionPreview,
  type PersonalData,
} from '../api/personal-data'
import { formatNumber } from '../lib/format'
import { ConfirmDialog } from './confirm-dialog'
import { deletionWarning } from './deletion-warning'

/** Saves the document as a file through a temporary link (no server round trip). */
function download(data: PersonalData) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `personal-data-${data.email.replace(/[^a-z0-9._-]+/gi, '_')}.json`
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

function counted(data: PersonalData): string {
  const parts = [
    [data.coach_applications.length, 'coach application'],
    [data.contact_submissions.length, 'contact message'],
    [data.alliance_registrations.length, 'alliance registration'],
  ] as const
  return parts
    .map(([count, noun]) => `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`)
    .join(', ')
}

/**
 * A subject access or deletion request: find everything held about one e-mail address across the
 * three forms, download it as one JSON file, or delete all of it (each step is audit-logged).
 */
export function PersonalDataPanel() {
  const emailId = useId()
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<PersonalData | null>(null)
  const [searching, setSearching] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [preview, setPreview] = useState<DeletionPreview | null>(null)

  async function askToDelete() {
    if (!found) return
    // The dialog says what happens to replies still queued; without the preview it says less.
    setPreview(await getDeletionPreview(found.email).catch(() => null))
    setConfirming(true)
  }

  async function find(event: FormEvent) {
    event.preventDefault()
    setSearching(true)
    try {
      setFound(await findPersonalData(email))
    } catch (error) {
      toast({
        title: 'Search failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSearching(false)
    }
  }

  async function removeAll() {
    if (!found) return
    setDeleting(true)
    try {
      const outcome = await deletePersonalData(found.email)
      const total = outcome.records
      toast(
        outcome.state === 'deleted'
          ? {
              title: 'Personal data deleted',
              description: `Confirmation sent; ${formatNumber(total)} record${total === 1 ? '' : 's'} of ${found.email} deleted.`,
            }
          : {
              title: 'Deletion queued',
              description: `The records of ${found.email} are deleted as soon as the confirmation e-mail has been sent.`,
            },
      )
      setConfirming(false)
      setFound(null)
    } catch (error) {
      toast({
        title: 'Nothing was deleted',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setDeleting(false)
    }
  }

  const total = found
    ? found.coach_applications.length +
      found.contact_submissions.length +
      found.alliance_registrations.length
    : 0

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={find} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-col gap-1.5">
          <Label htmlFor={emailId}>E-mail address of the person</Label>
          <Input
            id={emailId}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={searching}>
          {searching ? 'Searching…' : 'Find their data'}
        </Button>
      </form>

      {found ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          <p>
            {total === 0
              ? `Nothing is held about ${found.email}.`
              : `Held about ${found.email}: ${counted(found)}.`}
          </p>
          {total > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => download(found)}>
                Download as JSON
              </Button>
              <Button variant="destructive" onClick={() => void askToDelete()}>
                Delete all of it
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {confirming && found ? (
        <ConfirmDialog
          title={`Delete everything about ${found.email}?`}
          message={deletionWarning(counted(found), found.email, preview)}
          confirmLabel="Delete permanently"
          busy={deleting}
          busyLabel="Deleting…"
          onConfirm={() => void removeAll()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  )
}
