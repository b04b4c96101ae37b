import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { toAdminApiError } from './admin-api-error'

/** Who is notified of a form ('' subject), or of contact messages with one subject. */
export interface NotificationRoute {
  recordKind: RecordKind
  contactSubject: string
  recipients: string[]
}

export async function listNotificationRoutes(): Promise<NotificationRoute[]> {
  const { data, error } = await supabase
    .from('notification_routes')
    .select('record_kind, contact_subject, recipients')
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    recordKind: row.record_kind as RecordKind,
    contactSubject: row.contact_subject,
    recipients: row.recipients,
  }))
}

/** Sets a route's recipients; an empty list removes the route, so NOTIFY_TO applies again. */
export async function saveNotificationRoute(route: NotificationRoute): Promise<void> {
  if (route.recipients.length === 0) {
    const { error } = await supabase
      .from('notification_routes')
      .delete()
      .eq('record_kind', route.recordKind)
      .eq('contact_subject', route.contactSubject)
    if (error) throw toAdminApiError(error)
    return
  }
  const { error } = await supabase.from('notification_routes').upsert(
    {
      record_kind: route.recordKind,
      contact_subject: route.contactSubject,
      recipients: route.recipients,
    },
    { onConflict: 'record_kind,contact_subject' },
  )
  if (error) throw toAdminApiError(error)
}
