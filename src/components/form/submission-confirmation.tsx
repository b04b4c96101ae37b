import { CheckCircle2 } from 'lucide-react'
import { type Ref, useId } from 'react'
import { Button } from '@/components/ui/button'
import { confirmationIn } from '@/components/form/submission-confirmation-words'
import { useLanguage } from '@/components/language/use-language'
import type { AcknowledgementOutlook } from '@/lib/submission-receipt'
import type { RecordKind } from '@schemas/record-kind'

/**
 * What an intake form shows once its submission is stored, so the person knows it arrived: the
 * reference, what happens next for this form, and "Send another", which brings back the empty form.
 * It speaks the page's language. It stays after a reload of the tab (useSubmissionReceipt). useIntakeSubmit moves focus here after
 * a success.
 */
export function SubmissionConfirmation({
  ref,
  form,
  reference,
  acknowledgement,
  success,
  onSendAnother,
}: {
  ref: Ref<HTMLDivElement>
  form: RecordKind
  reference: string
  /** Whether the acknowledgement e-mail goes out: the page promises one only when it does. */
  acknowledgement?: AcknowledgementOutlook
  /** The form's success words ('Message Sent!'), said here once, right after the send. */
  success?: { title: string; description: string } | null
  onSendAnother: () => void
}) {
  const copy = confirmationIn(form, useLanguage())
  const hint =
    acknowledgement === 'sending'
      ? copy.referenceHint
      : acknowledgement === 'skipped'
        ? copy.referenceHintNoEmail
        : copy.referenceHintUnknown
  const headingId = useId()
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={headingId}
      className="focus-visible:ring-primary grid gap-4 rounded-md border-2 border-green-700 bg-green-50 p-6 text-green-950 outline-none focus-visible:ring-2"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-xl font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
        {copy.heading}
      </h2>
      {success ? (
        <p>
          <span className="font-semibold">{success.title}</span> {success.description}
        </p>
      ) : null}
      <div>
        <p className="font-medium">{copy.referenceLabel}</p>
        <p className="font-mono text-2xl font-bold tracking-wider" data-reference>
          {reference}
        </p>
      </div>
      <p>{hint}</p>
      <div>
        <h3 className="font-semibold">{copy.nextStepsHeading}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {copy.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={onSendAnother}>
          {copy.sendAnother}
        </Button>
      </div>
    </div>
  )
}
