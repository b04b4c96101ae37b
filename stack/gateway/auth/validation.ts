/** The checks GoTrue applies to an e-mail address and a password before anything is stored. */
import type { AuthContext } from './context'
import { AuthError } from './errors'

/** The email shape GoTrue accepts (its `emailRegex`), plus a length cap. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function checkPassword(auth: AuthContext, password: unknown): asserts password is string {
  const { minimumPasswordLength } = auth.config
  if (typeof password !== 'string' || password.length === 0) {
    throw new AuthError(422, 'validation_failed', 'Signup requires a valid password')
  }
  if (password.length < minimumPasswordLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minimumPasswordLength} characters.`,
      { weak_password: { reasons: ['length'] } },
    )
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
