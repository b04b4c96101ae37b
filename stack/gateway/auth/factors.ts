/** /factors: TOTP enrolment, challenge, verification and removal (GoTrue's mfa.go). */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { renderSVG } from 'uqr'
import { inTransaction } from '../../db/in-transaction'
import { clientAddress } from '../http'
import type { RequestContext } from '../types'
import { limitByAddress, type AuthContext } from './context'
import { AuthError } from './errors'
import { requireUser } from './middleware'
import { parseJsonBody } from './request-body'
import { newRefreshToken, sessionJson } from './sessions'
import { generateTotpSecret, matchTotpStep, totpUri } from './totp'
import { FACTOR_COLUMNS, factorsOf, UUID_PATTERN, type FactorRow } from './users'

/** GoTrue's `[auth.mfa] challenge_expiry_duration` default: a challenge is good for 5 minutes. */
const MFA_CHALLENGE_EXPIRY_SECONDS = 300

export async function enrollFactor(auth: AuthContext, req: IncomingMessage, ctx: RequestContext) {
  const { user, aal } = await requireUser(auth, req)
  const body = parseJsonBody(ctx.body)
  if (body.factor_type !== 'totp') {
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
      throw new AuthError(
        422,
        `mfa_${body.factor_type}_enroll_not_enabled`,
        `MFA enroll is disabled for ${body.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`,
      )
    }
    throw new AuthError(
      400,
      'validation_failed',
      'factor_type needs to be totp, phone, or webauthn',
    )
  }
  if (!auth.config.totpEnroll)
    throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : ''
  const factors = await factorsOf(auth, user.id)
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    )
  }
  const verified = factors.filter((f) => f.status === 'verified')
  if (factors.length >= auth.config.maxFactors) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified.length > 0 && aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  }
  const issuerName =
    typeof body.issuer === 'string' && body.issuer
      ? body.issuer
      : new URL(auth.config.siteUrl).hostname
  const secret = generateTotpSecret()
  const uri = totpUri(secret, issuerName, user.email ?? '')
  const id = randomUUID()
  await auth.pool.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4)`,
    [id, user.id, friendlyName || null, secret],
  )
  // GoTrue sends the SVG itself; supabase-js prefixes it with `data:image/svg+xml;utf-8,`.
  const svg = renderSVG(uri, { ecc: 'H', border: 2 })
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } }
}

export async function ownFactor(auth: AuthContext, userId: string, factorId: string) {
  if (!UUID_PATTERN.test(factorId)) {
    throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
  }
  const { rows } = await auth.pool.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  )
  if (!rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
  return rows[0]
}

export async function challengeFactor(auth: AuthContext, req: IncomingMessage, factorId: string) {
  limitByAddress(auth.limiters.factorChallenge, req)
  const { user } = await requireUser(auth, req)
  const factor = await ownFactor(auth, user.id, factorId)
  const id = randomUUID()
  await auth.pool.query(
    'insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)',
    [id, factor.id, clientAddress(req) || null],
  )
  await auth.pool.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
    factor.id,
  ])
  return {
    id,
    type: factor.factor_type,
    expires_at: Math.floor(Date.now() / 1000) + MFA_CHALLENGE_EXPIRY_SECONDS,
  }
}

const challengeExpired = (challengeId: string) =>
  new AuthError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
  )

const challengeNotFound = () =>
  new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')

export async function verifyFactor(
  auth: AuthContext,
  req: IncomingMessage,
  ctx: RequestContext,
  factorId: string,
) {
  limitByAddress(auth.limiters.factorVerify, req)
  const { user, sessionId } = await requireUser(auth, req)
  if (!sessionId) throw new AuthError(403, 'session_not_found', 'Session not found')
  const factor = await ownFactor(auth, user.id, factorId)
  if (!auth.config.totpVerify)
    throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
  const body = parseJsonBody(ctx.body)
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : ''
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  if (!UUID_PATTERN.test(challengeId)) throw challengeNotFound()
  const { rows } = await auth.pool.query<{ created_at: Date; verified_at: Date | null }>(
    'select created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2',
    [challengeId, factor.id],
  )
  const challenge = rows[0]
  if (!challenge) throw challengeNotFound()
  if (
    challenge.verified_at ||
    challenge.created_at.getTime() + MFA_CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()
  ) {
    throw challengeExpired(challengeId)
  }
  checkCode(factor, code)
  const refreshToken = newRefreshToken()
  await inTransaction(auth.pool, async (client) => {
    // Spending the challenge in the same statement that checks it stops a replay racing this one.
    const spent = await client.query(
      'update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null',
      [challengeId],
    )
    if (!spent.rowCount) throw challengeExpired(challengeId)
    if (factor.status !== 'verified') {
      await client.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
        [factor.id],
      )
      // A newly verified factor ends the person's other sessions, as GoTrue does: they were
      // opened without it.
      await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ])
    }
    await client.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [sessionId, factor.id],
    )
    await client.query(
      `insert into auth.mfa_amr_claims (id, session_id, authentication_method) values ($1, $2, 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = now(), created_at = now()`,
      [randomUUID(), sessionId],
    )
    // The tokens handed out at aal1 are spent: the new pair carries aal2.
    await client.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
      [sessionId],
    )
    await client.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refreshToken, user.id, sessionId],
    )
  })
  return sessionJson(auth, user, sessionId, refreshToken)
}

/**
 * The code as GoTrue checks it (supabase/auth@bc32168 internal/api/mfa.go verifyTOTPFactor):
 * `totp.ValidateCustom` with a 30-second period and skew 1, so a code works for about 90 seconds
 * and may be used again within them (GoTrue keeps no record of used steps); a wrong code answers
 * 422 and leaves the challenge and the person's sessions as they were. No count, no lock: on
 * Free/Pro the MFA Verification Attempt hook that could add one is not offered.
 */
function checkCode(factor: FactorRow, code: string): void {
  if (matchTotpStep(factor.secret, code) === null) {
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
  }
}

export async function unenrollFactor(auth: AuthContext, req: IncomingMessage, factorId: string) {
  const { user, aal } = await requireUser(auth, req)
  const factor = await ownFactor(auth, user.id, factorId)
  if (factor.status === 'verified' && aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await auth.pool.query('delete from auth.mfa_factors where id = $1', [factor.id])
  return { id: factor.id }
}
