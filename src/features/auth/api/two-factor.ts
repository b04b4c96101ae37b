import { supabase } from '@/lib/supabase'
import type { AuthResult } from './sign-in'

export interface AssuranceLevel {
  /** What this session has proven: `aal1` (password) or `aal2` (password and a second factor). */
  current: 'aal1' | 'aal2' | null
  /** What this person could reach: `aal2` as soon as they have a verified factor. */
  next: 'aal1' | 'aal2' | null
}

/** Read from the session's token and user (no request while the session is fresh). */
export async function getAssuranceLevel(): Promise<AssuranceLevel> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  if (error || !data) return { current: null, next: null }
  return {
    current: (data.currentLevel as AssuranceLevel['current']) ?? null,
    next: (data.nextLevel as AssuranceLevel['next']) ?? null,
  }
}

/** The person's verified authenticator-app factor, if they have one. */
export async function verifiedTotpFactorId(): Promise<string | null> {
  const { data } = await supabase.auth.mfa.listFactors()
  return data?.totp[0]?.id ?? null
}

export interface TotpEnrolment {
  factorId: string
  /** An SVG data URL to show as an image. */
  qrCode: string
  /** Base32, for people who type it into their app instead of scanning. */
  secret: string
}

type EnrolmentResult = { enrolment: TotpEnrolment | null } & AuthResult

let enrolling: Promise<EnrolmentResult> | null = null

/**
 * Starts enrolling an authenticator app; the factor counts once a code confirms it. Calls made
 * while one is under way share it: React's StrictMode runs the set-up's effect twice, and two
 * enrolments at once would both clear old factors, then both enrol under the same friendly name,
 * the second failing with "A factor with the friendly name … already exists".
 */
export function enrolTotp(): Promise<EnrolmentResult> {
  enrolling ??= startEnrolment().finally(() => {
    enrolling = null
  })
  return enrolling
}

async function startEnrolment(): Promise<EnrolmentResult> {
  // An earlier, abandoned enrolment would otherwise pile up unverified factors.
  const { data: existing } = await supabase.auth.mfa.listFactors()
  for (const factor of existing?.all ?? []) {
    if (factor.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: factor.id })
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator app ${new Date().toISOString().slice(0, 10)}`,
  })
  if (error || !data) {
    return { enrolment: null, error: { message: error?.message ?? 'Could not start enrolment' } }
  }
  return {
    enrolment: { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
    error: null,
  }
}

/** Proves the code for a factor: the session becomes aal2 (and a new factor becomes verified). */
export async function verifyTotpCode(factorId: string, code: string): Promise<AuthResult> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
  return { error: error ? { message: error.message } : null }
}
