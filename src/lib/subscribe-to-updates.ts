import type { Json } from '@/lib/database.types'
import { loadSupabase } from '@/lib/load-supabase'
import { withVisitAttribution } from '@/lib/read-visit-attribution'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
import type { toSignUpPayload } from '@schemas/update-subscription'
import { type SignUpSource, updateConsentWords } from '@schemas/update-subscription'

/**
 * The one call that signs an address up for updates (public.subscribe_to_updates, migration
 * 20251101030500): the updates page's form, and the tick box of the contact form and the alliance
 * registration. The answer is the same for every address; it says how long the e-mailed link works.
 */
export async function subscribeToUpdates(
  payload: ReturnType<typeof toSignUpPayload>,
): Promise<{ expiresInHours: number }> {
  const supabase = await loadSupabase()
  const { data, error, status } = await supabase.rpc('subscribe_to_updates', {
    // The visit's campaign or referring site, counted for the Visits report without naming anyone.
    p_subscription: { ...payload, visit: withVisitAttribution({}) } as Json,
  })
  if (error) {
    throw new SubmissionError(
      error.code === '22023' && error.message
        ? error.message
        : describeSubmissionError(error, status),
      error.code,
    )
  }
  return { expiresInHours: (data as { expires_in_hours: number }).expires_in_hours }
}

/**
 * The tick box's sign-up, after its form was stored: the form's answer already decided success, so
 * a refusal (a limit) is only logged, never shown or undone.
 */
export function subscribeFromTickBox(
  email: string,
  source: Extract<SignUpSource, 'contact-form' | 'alliance-registration'>,
): void {
  subscribeToUpdates({
    email,
    topics: updateConsentWords.tickBoxTopics,
    name: null,
    region: null,
    source,
    shown: updateConsentWords.tickBox,
  }).catch((error: unknown) => console.warn('Sign-up for updates failed:', error))
}
