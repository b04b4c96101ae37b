import type { ContactFormValues } from '@schemas/contact'
import type { Language } from '@schemas/languages'
import type { Json } from '@/lib/database.types'
import { loadSupabase } from '@/lib/load-supabase'
import { withVisitAttribution } from '@/lib/read-visit-attribution'
import type { AppSupabaseClient } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
import { withSubmissionLanguage } from '@/lib/submission-language'
import { type SubmissionReceipt, toSubmissionReceipt } from '@/lib/submission-receipt'
import { toContactSubmissionRow } from './contact-submission-row'

/**
 * Tells the team about a stored message. Fire and forget: the insert already decided success, so
 * a failed notification is only logged, never shown to the visitor or undone.
 */
export function notifyContact(supabase: AppSupabaseClient, values: ContactFormValues): void {
  const { website: _honeypot, ...payload } = values
  supabase.functions
    .invoke('send-contact-notification', { body: payload })
    .then(({ error }) => {
      if (error) console.warn('Contact notification failed:', error.message)
    })
    .catch((error: unknown) => console.warn('Contact notification failed:', error))
}

/**
 * Stores a contact message once per idempotency key (the draft's), then notifies the team; answers
 * the reference, or throws a SubmissionError when not stored.
 */
export async function submitContact(
  values: ContactFormValues,
  idempotencyKey: string,
  /** The language the form was filled in: the page's (`useLanguage()`). */
  language: Language = 'en',
): Promise<SubmissionReceipt> {
  const supabase = await loadSupabase()
  const { data, error, status } = await supabase.rpc('submit_contact_message', {
    p_submission: withSubmissionLanguage(
      withVisitAttribution(toContactSubmissionRow(values)),
      language,
    ) as Json,
    p_idempotency_key: idempotencyKey,
  })
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyContact(supabase, values)
  return toSubmissionReceipt(data)
}
