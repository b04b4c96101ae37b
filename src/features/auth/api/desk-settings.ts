import { supabase } from '@/lib/supabase'

export interface DeskSettings {
  /** Reviewers without a second factor must enrol one before the desk shows anything. */
  requireTwoFactor: boolean
}

/** Until an admin says otherwise, and whenever the setting cannot be read, two-factor is required. */
export const SAFE_DESK_SETTINGS: DeskSettings = { requireTwoFactor: true }

type DeskSettingsRow = { require_two_factor?: boolean | null }

/**
 * Reads `public.desk_settings()` (one row). The function may not exist yet in a database that
 * lacks its migration, or the request may fail: both fall back to requiring two-factor, so a
 * failure can never switch the requirement off.
 */
export async function getDeskSettings(): Promise<DeskSettings> {
  // Not in the generated types until the migration that creates it is merged; the call is typed here.
  const rpc = supabase.rpc as unknown as (
    fn: string,
  ) => PromiseLike<{ data: DeskSettingsRow | DeskSettingsRow[] | null; error: unknown }>
  try {
    const { data, error } = await rpc('desk_settings')
    if (error || !data) return SAFE_DESK_SETTINGS
    const row = Array.isArray(data) ? data[0] : data
    return { requireTwoFactor: row?.require_two_factor !== false }
  } catch {
    return SAFE_DESK_SETTINGS
  }
}
