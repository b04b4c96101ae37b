import { Skeleton } from '@/components/ui/skeleton'
import { Button } from '@/components/ui/button'
import type { MailHealth } from '../api/mail-health-schema'
import { useMailHealth } from '../hooks/use-mail-health'
import { formatDateTime, formatNumber } from '../lib/format'
import { failingSummary } from '../lib/mail-health-summary'
import { MAIL_KIND_LABELS, waitedFor } from '../lib/mail-kinds'
import { FailingDeliveries } from './failing-deliveries'
import { HeldAndLimited } from './held-and-limited'
import { SkippedAcknowledgements } from './skipped-acknowledgements'
import { UpdateSendResults } from './update-send-results'

function KindSummaries({ health }: { health: MailHealth }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {health.kinds.map((kind) => (
        <div
          key={kind.kind}
          className="border-border rounded-md border bg-white p-3 text-sm"
          data-mail-kind={kind.kind}
        >
          <dt className="font-semibold">{MAIL_KIND_LABELS[kind.kind].plural}</dt>
          <dd>
            {formatNumber(kind.pending)} waiting, {formatNumber(kind.failed)} failed
          </dd>
          <dd className="text-muted-foreground">
            {kind.oldest_waiting_at
              ? `Oldest waiting for ${waitedFor(kind.oldest_waiting_at, health.checked_at)}`
              : 'Nothing waiting'}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Whether the desk's e-mail goes out, on its front page: the last successful send, waiting and
 * failed counts per kind, an alert while anything has failed, is being retried after a failed
 * attempt or has waited over 15 minutes (saying which), the failing ones with "Try again", and the
 * acknowledgements a limit skipped.
 */
export function MailHealthPanel() {
  const { state, reload } = useMailHealth()
  const health =
    state.status === 'ready' ? state.health : state.status === 'error' ? state.last : null

  return (
    <section aria-labelledby="mail-health-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mail-health-heading" className="text-xl font-bold tracking-tight">
          Mail health
        </h2>
        {health ? (
          <p className="text-muted-foreground text-sm" data-last-sent>
            {health.last_sent_at
              ? `Last e-mail sent ${formatDateTime(health.last_sent_at)}`
              : 'No e-mail sent yet'}
          </p>
        ) : null}
      </div>

      {state.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>Mail health could not be checked just now.</p>
          <Button type="button" size="sm" variant="outline" onClick={reload}>
            Check again
          </Button>
        </div>
      ) : null}

      {!health ? (
        state.status === 'loading' ? (
          <div role="status" aria-label="Loading mail health">
            <Skeleton className="h-20 w-full" />
          </div>
        ) : null
      ) : (
        <>
          {health.failing.length > 0 ? (
            <div
              role="alert"
              className="border-destructive bg-destructive/5 rounded-md border-2 p-3"
            >
              <p className="font-semibold">Some e-mail is not going out.</p>
              <p className="text-sm">
                {failingSummary(health.failing)} The mail service is retried automatically; "Try
                again" sends one now.
              </p>
            </div>
          ) : (
            <p className="text-sm" data-mail-ok>
              All e-mail is going out.
            </p>
          )}
          <KindSummaries health={health} />
          <SkippedAcknowledgements skipped={health.skipped} />
          <HeldAndLimited health={health} />
          <UpdateSendResults sends={health.update_sends ?? []} />
          {health.failing.length > 0 ? (
            <FailingDeliveries
              deliveries={health.failing}
              checkedAt={health.checked_at}
              onRetried={reload}
            />
          ) : null}
        </>
      )}
    </section>
  )
}
