/**
 * Rows a stack suite stores for its tests and removes after them, written once: a submission
 * stored with the service role, and the accounts a suite made (their roles go first: user_roles
 * has no cascade from every table that names a user).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { makeIntakeRow } from './factories'

type IntakeTable = Parameters<typeof makeIntakeRow>[0]

/** Stores a valid submission of the form behind `table`; returns its id. */
export async function storeIntakeRow(service: SupabaseClient, table: IntakeTable): Promise<string> {
  const { data, error } = await service
    .from(table)
    .insert(makeIntakeRow(table))
    .select('id')
    .single()
  if (error) throw error
  return (data as { id: string }).id
}

/** Deletes the accounts (and their roles) a suite created. */
export async function removeAccounts(db: Pick<pg.Client, 'query'>, ids: string[]): Promise<void> {
  for (const id of ids) {
    await db.query('delete from public.user_roles where user_id = $1', [id])
    await db.query('delete from auth.users where id = $1', [id])
  }
}
