import { supabase } from '@/lib/supabase'

/**
 * The one reader of `public.desk_settings()` (one row, readable by members of the team). Shared
 * code because two features read it: the sign-in's two-factor gate (auth) and the team panel
 * (admin), and features do not import each other.
 */
export interface DeskSettings {
  /** Reviewers without a second factor must enrol one before the desk shows anything. */
  requireTwoFactor: boolean
}

/** Until an admin says otherwise, and whenever the setting cannot be read, two-factor is required. */
export const SAFE_DESK_SETTINGS: DeskSettings = { requireTwoFactor: true }

type DeskSettingsRow = { require_two_factor?: boolean | null }

/** The settings as stored; throws when they cannot be read (for a screen that shows them). */
export async function readDeskSettings(): Promise<DeskSettings> {
  const { data, error } = await supabase.rpc('desk_settings')
  if (error) throw new Error(error.message)
  const rows = data as DeskSettingsRow | DeskSettingsRow[] | null
  const row = Array.isArray(rows) ? rows[0] : rows
  if (!row) throw new Error('desk_settings() returned no row')
  return { requireTwoFactor: row.require_two_factor !== false }
}

/**
 * The settings for a decision: a failed request (or a database without the function yet) falls
 * back to requiring two-factor, so a failure can never switch the requirement off.
 */
export async function getDeskSettings(): Promise<DeskSettings> {
  try {
    return await readDeskSettings()
  } catch {
    return SAFE_DESK_SETTINGS
  }
}
