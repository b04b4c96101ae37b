/**
 * `launch:check`: the audit log's hash chain holds (public.audit_log_chain(), migration
 * audit_chain). A break means someone with the database owner's rights changed or deleted entries
 * behind the append-only trigger. The newest entry's fingerprint is printed so it can be noted
 * outside the database: a whole chain recomputed after a rewrite is caught by comparing it later.
 */
import type pg from 'pg'
import { fail, pass, plural, shortError, type CheckResult } from './launch-check-result'

export async function checkAuditChain(client: Pick<pg.Client, 'query'>): Promise<CheckResult> {
  try {
    const { rows } = await client.query<{
      entries: string
      first_broken_id: string | null
      newest_id: string | null
      newest_hash: string | null
    }>('select * from public.audit_log_chain()')
    const chain = rows[0]
    if (!chain) return fail('Audit log: the chain check answered nothing.')
    if (chain.first_broken_id !== null) {
      return fail(
        `Audit log: the hash chain breaks at entry ${chain.first_broken_id}; that entry or the one before it was changed or deleted outside the desk. Find out who holds the database owner's password before launching.`,
      )
    }
    return pass(
      `Audit log: ${plural(Number(chain.entries), 'entry', 'entries')}, hash chain intact` +
        (chain.newest_hash
          ? ` (newest entry ${chain.newest_id}, fingerprint ${chain.newest_hash.slice(0, 16)}; note it to catch a rewritten chain later).`
          : '.'),
    )
  } catch (error) {
    return fail(
      `Audit log: the chain could not be checked (${shortError(error)}); apply the project's migrations.`,
    )
  }
}
