import type { MailTransport } from './mail.ts'
import { withRetries } from './outbox.ts'
import { renderReplyEmail } from './reply-email.ts'
import type { ReplyOutbox } from './reply-outbox.ts'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends the replies that are due, each claimed with a lease: 'sent' once the transport accepted
 * it, or a failed attempt the next run retries with back-off. A reply whose record was deleted is
 * failed at once and never sent.
 */
export async function sendDueReplies(input: {
  replyOutbox: ReplyOutbox
  transport: MailTransport
  from: string
  batchSize: number
  /** Stop claiming new replies after this time (ms since the epoch). */
  deadline: number
  log: (message: string) => void
}): Promise<{ claimed: number; sent: number; failed: number }> {
  const { replyOutbox, transport, log } = input
  const totals = { claimed: 0, sent: 0, failed: 0 }
  while (Date.now() < input.deadline) {
    const due = await replyOutbox.claimDueReplies(input.batchSize)
    if (due.length === 0) break
    totals.claimed += due.length
    for (const reply of due) {
      if (!reply.recordExists) {
        totals.failed++
        await withRetries(() =>
          replyOutbox.markReplyFailed(reply.id, 'The record no longer exists', true),
        ).catch((error) =>
          log(`reply ${reply.id}: recording a missing record failed: ${errorText(error)}`),
        )
        continue
      }
      try {
        await transport.send(renderReplyEmail(reply, input.from))
      } catch (error) {
        totals.failed++
        const reason = `sending with ${transport.name} failed: ${errorText(error)}`
        log(`reply ${reply.id}: ${reason}`)
        await withRetries(() => replyOutbox.markReplyFailed(reply.id, reason.slice(0, 1000))).catch(
          (markError) =>
            log(`reply ${reply.id}: recording the failure failed: ${errorText(markError)}`),
        )
        continue
      }
      totals.sent++
      await withRetries(() => replyOutbox.markReplySent(reply.id)).catch((markError) =>
        log(
          `reply ${reply.id}: sent, but recording it failed (retried after its lease; Resend deduplicates by Idempotency-Key): ${errorText(markError)}`,
        ),
      )
    }
    if (due.length < input.batchSize) break
  }
  return totals
}
