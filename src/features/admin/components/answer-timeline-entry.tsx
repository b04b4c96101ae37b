import type { RecordAnswer } from '../api/list-answers'
import { formatDateTime } from '../lib/format'

/**
 * One answer the person sent back by e-mail, on the record's timeline: when, from which address,
 * the answer without the quoted e-mail and signature, and the original a click away.
 */
export function AnswerTimelineEntry({ answer }: { answer: RecordAnswer }) {
  const trimmed = answer.displayText.trim() !== answer.bodyText.trim()
  return (
    <li className="text-sm" data-entry="answer">
      <p>
        <time dateTime={answer.receivedAt} className="font-semibold">
          {formatDateTime(answer.receivedAt)}
        </time>
        {': answer by e-mail from '}
        {answer.fromAddress}
      </p>
      <p className="mt-1 rounded-md border p-3 break-words whitespace-pre-wrap">
        {answer.displayText}
      </p>
      {trimmed ? (
        <details className="mt-1">
          <summary className="text-muted-foreground cursor-pointer">Show the whole e-mail</summary>
          <p className="bg-muted mt-1 rounded-md p-3 break-words whitespace-pre-wrap">
            {answer.bodyText}
          </p>
        </details>
      ) : null}
    </li>
  )
}
