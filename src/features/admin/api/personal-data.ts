import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { toAdminApiError } from './admin-api-error'

/** Everything held about one address (public.admin_personal_data): one JSON document. */
export interface PersonalData {
  email: string
  generated_at: string
  coach_applications: Record<string, unknown>[]
  contact_submissions: Record<string, unknown>[]
  alliance_registrations: Record<string, unknown>[]
}

/** Finds everything held about an address across the three forms (logged as an export). */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const { data, error } = await supabase.rpc('admin_personal_data', { _email: email })
  if (error) throw toAdminApiError(error)
  return data as unknown as PersonalData
}

export interface DeletedCounts {
  coachApplications: number
  contactSubmissions: number
  allianceRegistrations: number
}

/** Deletes every record of the address, with its notes, history and deliveries. */
export async function deletePersonalData(email: string): Promise<DeletedCounts> {
  const { data, error } = await supabase
    .rpc('admin_delete_personal_data', { _email: email })
    .single()
  if (error) throw toAdminApiError(error)
  return {
    coachApplications: data.coach_applications,
    contactSubmissions: data.contact_submissions,
    allianceRegistrations: data.alliance_registrations,
  }
}

/** Deletes one record with its notes, history and deliveries. */
export async function deleteRecord(kind: RecordKind, recordId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_delete_record', {
    _record_kind: kind,
    _record_id: recordId,
  })
  if (error) throw toAdminApiError(error)
}
