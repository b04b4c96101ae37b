/** The checks GoTrue applies to an e-mail address and a password before anything is stored. */
import type { AuthContext } from './context'
import { AuthError } from './errors'

/** The email shape GoTrue accepts (its `emailRegex`), plus a length cap. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'

/** `[auth] password_requirements` as GoTrue reads it: each set must appear at least once. */
const REQUIRED_SETS: Record<string, string[]> = {
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
}

/**
 * GoTrue's checkPasswordStrength (supabase/auth@bc32168 internal/api/password.go):
 * `minimum_password_length` and `password_requirements` from config.toml, answered as 422
 * weak_password with the reasons, and nothing else (leaked-password protection is a hosted Pro
 * setting the stand-in cannot consult).
 */
export function checkPassword(auth: AuthContext, password: unknown): asserts password is string {
  const { minimumPasswordLength, passwordRequirements } = auth.config
  if (typeof password !== 'string' || password.length === 0) {
    throw new AuthError(422, 'validation_failed', 'Signup requires a valid password')
  }
  const reasons: string[] = []
  const messages: string[] = []
  if (password.length < minimumPasswordLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${minimumPasswordLength} characters.`)
  }
  const sets = REQUIRED_SETS[passwordRequirements] ?? []
  if (sets.some((set) => ![...password].some((char) => set.includes(char)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  if (reasons.length) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } })
  }
  // bcrypt ignores everything after 72 bytes; refusing is better than silently truncating.
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters')
  }
}

export function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email')
  }
  const trimmed = email.trim()
  if (trimmed.length > 255 || !EMAIL_PATTERN.test(trimmed)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  return trimmed.toLowerCase()
}
