import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import {
  attachAnswer,
  discardAnswer,
  listUnmatchedAnswers,
  type RecordMatch,
  type UnmatchedAnswer,
} from '../api/unmatched-answers'
import { formatDateTime } from '../lib/format'
import { AttachAnswerForm } from './attach-answer-form'
import { ConfirmDialog } from './confirm-dialog'

/**
 * Answers by e-mail that matched no record (no reply token, or one for a record since deleted):
 * an administrator attaches each to its record, where it joins the timeline, or discards it. Both
 * are audited. Administrators only, as the database allows.
 */
export function UnmatchedAnswersPanel() {
  const [answers, setAnswers] = useState<UnmatchedAnswer[] | 'error' | null>(null)
  const [reloads, setReloads] = useState(0)
  const [attaching, setAttaching] = useState<string | null>(null)
  const [discarding, setDiscarding] = useState<UnmatchedAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  const reload = useCallback(() => setReloads((n) => n + 1), [])

  useEffect(() => {
    let current = true
    listUnmatchedAnswers().then(
      (all) => current && setAnswers(all),
      () => current && setAnswers('error'),
    )
    return () => {
      current = false
    }
  }, [reloads])

  async function attach(answer: UnmatchedAnswer, record: RecordMatch) {
    setBusy(true)
    try {
      await attachAnswer(answer.id, record)
      toast({
        title: 'Answer attached',
        description: `It is on the timeline of ${record.reference ?? record.name}.`,
        variant: 'success',
      })
      setAttaching(null)
      reload()
    } catch (error) {
      toast({
        title: 'The answer was not attached',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  async function discard(answer: UnmatchedAnswer) {
    setBusy(true)
    try {
      await discardAnswer(answer.id)
      toast({ title: 'Answer discarded', variant: 'success' })
      setDiscarding(null)
      reload()
    } catch (error) {
      toast({
        title: 'The answer was not discarded',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  if (answers === null) return <p role="status">Loading answers…</p>
  if (answers === 'error') return <p>The answers that match no record could not be loaded.</p>
  if (answers.length === 0) return <p>No answer is waiting: every answer found its record.</p>

  return (
    <>
      <p className="text-muted-foreground mb-3 text-sm">
        Answers by e-mail that matched no record, oldest first. Attach each to its record, or
        discard it.
      </p>
      <ul aria-label="Answers that match no record" className="flex flex-col gap-3">
        {answers.map((answer) => (
          <li key={answer.id} className="border-border flex flex-col gap-2 rounded-md border p-3">
            <p className="font-semibold break-words">{answer.subject || '(no subject)'}</p>
            <p className="text-muted-foreground text-sm break-words">
              From {answer.from}, received {formatDateTime(answer.receivedAt)}
            </p>
            <p className="break-words whitespace-pre-wrap">{answer.displayText}</p>
            <details>
              <summary className="cursor-pointer text-sm">The answer as received</summary>
              <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap">
                {answer.originalText}
              </pre>
            </details>
            {attaching === answer.id ? (
              <AttachAnswerForm
                from={answer.from}
                busy={busy}
                onAttach={(record) => void attach(answer, record)}
                onCancel={() => setAttaching(null)}
              />
            ) : (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  aria-label={`Attach to a record: ${answer.subject}`}
                  onClick={() => setAttaching(answer.id)}
                >
                  Attach to a record
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Discard: ${answer.subject}`}
                  onClick={() => setDiscarding(answer)}
                >
                  Discard
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {discarding ? (
        <ConfirmDialog
          title="Discard this answer?"
          message={`The answer from ${discarding.from} (“${discarding.subject}”) is deleted for good. The audit log keeps that it was discarded.`}
          confirmLabel="Discard"
          busy={busy}
          busyLabel="Discarding…"
          onConfirm={() => void discard(discarding)}
          onClose={() => setDiscarding(null)}
        />
      ) : null}
    </>
  )
}
