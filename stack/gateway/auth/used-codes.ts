/**
 * RFC 6238 §5.2: a verifier must not accept a code it has accepted before. The last accepted
 * 30-second step of each factor lives in `auth.mfa_totp_steps` (stack/db/platform.sql), so a code
 * seen over someone's shoulder stays spent across a restart of the auth service. The claim is one
 * statement: of two requests racing with one code, exactly one gets the row.
 */
import type pg from 'pg'

/** True when `step` is later than every step accepted for the factor so far (and now claimed). */
export async function claimTotpStep(
  pool: pg.Pool,
  factorId: string,
  step: number,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `insert into auth.mfa_totp_steps as s (factor_id, last_step) values ($1, $2)
     on conflict (factor_id) do update set last_step = excluded.last_step, updated_at = now()
     where s.last_step < excluded.last_step`,
    [factorId, step],
  )
  return rowCount === 1
}
