import { z } from 'zod'
import { email } from '@schemas/fields'

export const PASSWORD_MIN = 6

/** Passwords are not trimmed: a space is a legitimate character in a passphrase. */
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)

export const loginSchema = z.object({ email, password })

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email,
  password,
})

export type LoginInput = z.input<typeof loginSchema>
export type LoginValues = z.output<typeof loginSchema>
export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpValues = z.output<typeof signUpSchema>

/** "Forgot password?": only the address, checked as at login. */
export const forgotPasswordSchema = z.object({ email })

/** The auth server's own rule for a new password (config.toml `minimum_password_length`). */
export const NEW_PASSWORD_MIN = 12

/** Said under every field where a password is chosen, before anyone gets it wrong. */
export const NEW_PASSWORD_HINT = `At least ${NEW_PASSWORD_MIN} characters. Spaces are allowed: a few words make a good password.`

/** A new password, typed twice so a typo cannot lock the person out again. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

/** The six digits an authenticator app shows; spaces (as some apps group them) are ignored. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
})

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>
export type NewPasswordInput = z.input<typeof newPasswordSchema>
export type NewPasswordValues = z.output<typeof newPasswordSchema>
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>
export type TwoFactorCodeValues = z.output<typeof twoFactorCodeSchema>
