import { CheckCircle2 } from 'lucide-react'
import type { Ref } from 'react'
import type { SuccessMessage } from '@/components/form/use-intake-submit'

/**
 * The status region at the top of an intake form. It is always rendered, so screen readers
 * announce the confirmation when it appears; useIntakeSubmit moves focus here after a success.
 */
export function FormConfirmation({
  ref,
  confirmation,
}: {
  ref: Ref<HTMLDivElement>
  confirmation: SuccessMessage | null
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="focus-visible:ring-primary outline-none focus-visible:ring-2"
    >
      {confirmation ? (
        <div className="flex items-start gap-3 rounded-md border-2 border-green-700 bg-green-50 p-4 text-green-950">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{confirmation.title}</p>
            <p>{confirmation.description}</p>
          </div>
        </div>
      ) : null}
    </div>
  )
}
