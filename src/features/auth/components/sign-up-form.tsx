import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { signOut } from '../api/sign-out'
import { signUp } from '../api/sign-up'
import { signUpSchema, type SignUpInput, type SignUpValues, NEW_PASSWORD_HINT } from '../schemas'
import { AuthField } from './auth-field'
import { firstErrorMessage } from './first-error'

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password'] as const

/** Shown after a sign-up that still needs the address confirmed. */
export const CONFIRM_EMAIL_FIRST =
  'We have sent you a link to confirm your address. Open it, then log in.'
const EMPTY: SignUpInput = { firstName: '', lastName: '', email: '', password: '' }

interface SignUpFormProps {
  /** Called around the request, so the page does not follow the short-lived session to /admin. */
  onPendingChange?: (pending: boolean) => void
  /** Called with the new account's e-mail once it exists. */
  onCreated?: (email: string) => void
}

export function SignUpForm({ onPendingChange, onCreated }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: EMPTY,
  })

  async function onValid(values: SignUpValues) {
    onPendingChange?.(true)
    try {
      const { error, signedIn } = await signUp(values)
      if (error) {
        toast({
          title: 'Signup Failed',
          description: error.message || 'Could not create account',
          variant: 'destructive',
        })
        return
      }
      if (signedIn) {
        // With e-mail confirmations off the server signs the account in at once. The message
        // invites the person to log in, and a fresh account is never an admin, so following that
        // session to /admin would only bounce them away: sign in happens deliberately instead.
        await signOut('local')
        toast({
          title: 'Account created successfully! You can now log in.',
          variant: 'success',
        })
      } else {
        // With confirmations on (hosted's default) nobody can log in before using the e-mailed
        // link. The same words for a new and an existing address: the server reveals neither.
        toast({
          title: 'Confirm your email address',
          description: `${CONFIRM_EMAIL_FIRST} (${values.email})`,
          variant: 'success',
        })
      }
      reset(EMPTY)
      onCreated?.(values.email)
    } finally {
      onPendingChange?.(false)
    }
  }

  function onInvalid(fieldErrors: FieldErrors<SignUpInput>) {
    toast({
      title: 'Validation Error',
      description: firstErrorMessage(fieldErrors, FIELD_ORDER),
      variant: 'destructive',
    })
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          id="signup-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <AuthField
          id="signup-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <AuthField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <AuthField
        id="signup-password"
        hint={NEW_PASSWORD_HINT}
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  )
}
