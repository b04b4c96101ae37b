import type { ContactFormValues } from '@schemas/contact'
import { loadSupabase } from '@/lib/load-supabase'
import type { AppSupabaseClient } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
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

/** Stores a contact message, then notifies the team; throws a SubmissionError when not stored. */
export async function submitContact(values: ContactFormValues): Promise<void> {
  const supabase = await loadSupabase()
  const { error, status } = await supabase
    .from('contact_submissions')
    .insert(toContactSubmissionRow(values))
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyContact(supabase, values)
}
