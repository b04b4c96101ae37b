import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { findRecordsFor, type RecordMatch } from '../api/unmatched-answers'
import { formatDate } from '../lib/format'

const KIND_LABELS: Record<RecordMatch['recordKind'], string> = {
  coach_application: 'Application',
  contact_submission: 'Contact message',
  alliance_registration: 'Alliance registration',
}

interface AttachAnswerFormProps {
  /** The sender's address: the first thing worth searching for. */
  from: string
  busy: boolean
  onAttach: (record: RecordMatch) => void
  onCancel: () => void
}

/** Finds the record an unmatched answer belongs to, by reference or e-mail address. */
export function AttachAnswerForm({ from, busy, onAttach, onCancel }: AttachAnswerFormProps) {
  const id = useId()
  const [text, setText] = useState(from)
  const [found, setFound] = useState<RecordMatch[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [searching, setSearching] = useState(false)

  async function search() {
    if (!text.trim()) {
      setProblem('Enter a reference or an e-mail address.')
      return
    }
    setProblem(null)
    setSearching(true)
    try {
      setFound(await findRecordsFor(text))
    } catch {
      setProblem('The search failed. Please try again.')
    } finally {
      setSearching(false)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        aria-label="Find the record"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void search()
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-find`}>Reference or e-mail address</Label>
          <Input
            id={`${id}-find`}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
            className="w-72"
          />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={searching}>
          {searching ? 'Searching…' : 'Find records'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </form>
      {problem ? (
        <p id={`${id}-problem`} className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      {found === null ? null : found.length === 0 ? (
        <p role="status" className="text-sm">
          No record has this reference or address.
        </p>
      ) : (
        <ul aria-label="Matching records" className="flex flex-col gap-2">
          {found.map((record) => (
            <li
              key={record.recordId}
              className="border-border flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <span>
                {KIND_LABELS[record.recordKind]} {record.reference ?? ''} · {record.name} ·{' '}
                {record.email} · {formatDate(record.createdAt)}
              </span>
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Attach to ${record.reference ?? record.name}`}
                onClick={() => onAttach(record)}
              >
                Attach here
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
