import type { Database } from '@/lib/database.types'
import { loadSupabase } from '@/lib/load-supabase'
import { subscribeToUpdates } from '@/lib/subscribe-to-updates'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
import type { SignUpSource, UpdateSignUpValues, UpdateTopic } from '@schemas/update-subscription'
import { toSignUpPayload, updateConsentWords } from '@schemas/update-subscription'

/*
 * The updates' calls to the database, each an RPC of migration 20251101030500: a sign-up (the same
 * answer for every address), and what a signed link lets its holder do. A refusal of a link
 * (expired, not ours) comes back in words written for the page.
 */

/** What a page shows of a subscription, and the token of its preferences link. */
export interface SubscriptionView {
  email: string
  topics: UpdateTopic[]
  state: 'unconfirmed' | 'subscribed' | 'paused' | 'unsubscribed'
  manageToken: string
}

type Row = {
  email: string
  topics: UpdateTopic[]
  state: SubscriptionView['state']
  manage_token: string
}

const toView = (data: unknown): SubscriptionView => toViewOf(data as Row)

const toViewOf = (row: Row): SubscriptionView => ({
  email: row.email,
  topics: row.topics,
  state: row.state,
  manageToken: row.manage_token,
})

/** The database's words for a refused link or choice (22023), else the usual sentence. */
function refusal(error: { message?: string; code?: string }, status?: number) {
  return new SubmissionError(
    error.code === '22023' && error.message
      ? error.message
      : describeSubmissionError(error, status),
    error.code,
  )
}

type Rpc = Database['public']['Functions']

/** One RPC of the updates, its arguments typed by the generated types; its JSON answer. */
async function call<N extends keyof Rpc>(name: N, args: Rpc[N]['Args']): Promise<unknown> {
  const supabase = await loadSupabase()
  const { data, error, status } = await supabase.rpc(name, args as never)
  if (error) throw refusal(error, status)
  return data
}

/** Signs up from the updates page; answers how many hours the confirmation link works. */
export function subscribeFromPage(values: UpdateSignUpValues, source: SignUpSource) {
  return subscribeToUpdates(toSignUpPayload(values, source))
}

export async function confirmSubscription(token: string): Promise<SubscriptionView> {
  return toView(
    await call('confirm_update_subscription', {
      p_token: token,
      p_shown: updateConsentWords.confirmButton,
    }),
  )
}

export async function loadPreferences(token: string): Promise<SubscriptionView> {
  return toView(await call('update_subscription_preferences', { p_token: token }))
}

export async function savePreferences(
  token: string,
  choices: { topics: UpdateTopic[]; paused: boolean },
): Promise<SubscriptionView> {
  return toView(
    await call('save_update_preferences', {
      p_token: token,
      p_topics: choices.topics,
      p_paused: choices.paused,
      p_shown: updateConsentWords.saveButton,
    }),
  )
}

export async function unsubscribe(token: string): Promise<SubscriptionView> {
  return toView(
    await call('unsubscribe_from_updates', {
      p_token: token,
      p_source: 'preferences-page',
      p_shown: updateConsentWords.unsubscribeButton,
    }),
  )
}
