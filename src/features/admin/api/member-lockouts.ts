import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

/** A member whose sign-in (password or two-factor) is locked after repeated failures. */
export interface MemberLockout {
  userId: string
  lockedUntil: string
  /** "password" and/or the ids of the locked authenticators. */
  locks: string[]
}

async function invoke<T>(body: Record<string, unknown>, fallback: string): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>('manage-reviewers', { body })
  if (error || !data) {
    let message = fallback
    const context = (error as { context?: unknown } | null)?.context
    if (context instanceof Response) {
      const problem = (await context.json().catch(() => null)) as { error?: string } | null
      if (problem?.error) message = problem.error
    }
    throw toAdminApiError({ message })
  }
  return data
}

/**
 * The members locked out of signing in right now (manage-reviewers' `lockouts`, administrators
 * only). Empty where the auth service keeps no lockouts of its own (hosted; docs/roles.md).
 */
export async function listMemberLockouts(): Promise<MemberLockout[]> {
  const data = await invoke<{ supported: boolean; lockouts: MemberLockout[] }>(
    { action: 'lockouts' },
    'The lockouts could not be read. Please try again.',
  )
  return data.supported ? data.lockouts : []
}

/** Lifts every lock on the member's sign-in at once; the database audits it. */
export async function liftMemberLockout(userId: string): Promise<void> {
  await invoke<{ status: 'lifted' }>(
    { action: 'lift-lockout', userId },
    'The lockout could not be lifted. Please try again.',
  )
}
