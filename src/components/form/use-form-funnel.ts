import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { type FunnelForm, type FunnelStep, recordFormStep } from '@/lib/form-funnel'

/**
 * The app's part of the form funnel (src/lib/form-funnel.ts): a view when the form is drawn (a
 * form reached by a navigation inside the app; a hydrated one was counted by the boot script and
 * is the same element, so not twice), a send when a stored submission's receipt appears (not one
 * restored after a reload), and `record` for the check page and refusals.
 */
export function useFormFunnel(
  formRef: RefObject<HTMLFormElement | null>,
  form: FunnelForm,
  receipt: unknown,
) {
  const record = useCallback(
    (step: FunnelStep) => recordFormStep(formRef.current, form, step),
    [formRef, form],
  )
  useEffect(() => {
    record('viewed')
  }, [record])
  const initialReceipt = useRef(receipt)
  useEffect(() => {
    if (receipt && receipt !== initialReceipt.current) record('sent')
  }, [receipt, record])
  return record
}
