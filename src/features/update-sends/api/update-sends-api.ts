import type { Database } from '@/lib/database.types'
import { loadSupabase } from '@/lib/load-supabase'
import { describeSubmissionError } from '@/lib/submission-error'
import type { UpdateField, UpdateFormValues } from '../schemas'

/*
 * The desk's calls for sending updates, each an RPC of migration 20251101030600_update_sends.sql
 * (send_updates in a two-factor session): the count before confirming, the send, the test to
 * oneself, and the sends' progress. A refusal of the words comes back in words, with the field to
 * show it beside (the error's hint).
 */

const FIELDS: readonly UpdateField[] = ['subject', 'text', 'topics', 'source']

export class UpdateSendError extends Error {
  constructor(
    message: string,
    /** The form field the message belongs beside, when it is about one. */
    readonly field?: UpdateField,
  ) {
    super(message)
    this.name = 'UpdateSendError'
  }
}

type Rpc = Database['public']['Functions']

async function call<N extends keyof Rpc>(name: N, args: Rpc[N]['Args']): Promise<unknown> {
  const supabase = await loadSupabase()
  const { data, error, status } = await supabase.rpc(name, args as never)
  if (error) {
    const field = FIELDS.find((candidate) => candidate === error.hint)
    throw new UpdateSendError(
      error.code === '22023' || error.code === '42501'
        ? error.message
        : describeSubmissionError(error, status),
      field,
    )
  }
  return data
}

const payload = (values: UpdateFormValues) => ({
  subject: values.subject,
  text: values.text,
  topics: values.topics,
  source: values.source,
})

/** How many people an update on these topics goes to now. */
export async function countRecipients(topics: readonly string[]): Promise<number> {
  return Number(await call('count_update_recipients', { p_topics: [...topics] }))
}

/**
 * Sends the update to its recipients through the outbox. `id` is the draft's own: the same
 * confirmation sent again (after a lost answer) is the same send, never a second one.
 */
export async function sendUpdate(id: string, values: UpdateFormValues) {
  const data = (await call('send_update', { p_send: { id, ...payload(values) } })) as {
    id: string
    recipient_count: number
  }
  return { id: data.id, recipientCount: data.recipient_count }
}

/** Sends the update as written to the member's own address alone. */
export async function sendTest(values: UpdateFormValues): Promise<{ recipient: string }> {
  return (await call('send_update_test', { p_send: payload(values) })) as { recipient: string }
}

export type SendProgress = Rpc['update_send_progress']['Returns'][number]

/** The latest sends, newest first, with how many of each were sent, wait, failed or skipped. */
export async function listSends(): Promise<SendProgress[]> {
  return (await call('update_send_progress', { p_limit: 20 })) as SendProgress[]
}

/** A published news item or event the update can be made from. */
export interface PublishedSource {
  value: string
  label: string
  subject: string
  text: string
}

interface PublishedNews {
  slug?: string
  title?: string
  summary?: string
  body?: string[]
}
interface PublishedEvent {
  slug?: string
  name?: string
  dates?: string
  location?: string
  description?: string
}

/** The published site's news items and events, as starting words for an update. */
export async function listPublishedSources(): Promise<PublishedSource[]> {
  const rows = (await call('published_site_content', {})) as { content?: unknown }[] | null
  const content = (rows?.[0]?.content ?? {}) as {
    news?: PublishedNews[]
    events?: PublishedEvent[]
  }
  const news = (content.news ?? [])
    .filter((item) => item.slug && item.title)
    .map((item) => ({
      value: `news:${item.slug}`,
      label: `News: ${item.title}`,
      subject: item.title!,
      text: [item.summary, ...(item.body ?? [])].filter(Boolean).join('\n\n'),
    }))
  const events = (content.events ?? [])
    .filter((event) => event.slug && event.name)
    .map((event) => ({
      value: `event:${event.slug}`,
      label: `Event: ${event.name}`,
      subject: event.name!,
      text: [[event.dates, event.location].filter(Boolean).join(', '), event.description]
        .filter(Boolean)
        .join('\n\n'),
    }))
  return [...news, ...events]
}
