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
