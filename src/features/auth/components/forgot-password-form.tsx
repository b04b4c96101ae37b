import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { requestPasswordReset } from '../api/request-password-reset'
import {
  forgotPasswordSchema,
  type ForgotPasswordInput,
  type ForgotPasswordValues,
} from '../schemas'
import { AuthField } from './auth-field'
import { firstErrorMessage } from './first-error'

/** The same words whether or not the address has an account, so the page reveals nothing. */
export const RESET_LINK_SENT =
  'If an account exists for that address, we have sent it a link to reset the password. Check your inbox; the link works for one hour.'

interface ForgotPasswordFormProps {
  defaultEmail?: string
  onBack: () => void
}

/** "Forgot password?": asks for the address and sends the reset link. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  })

  async function onValid({ email }: ForgotPasswordValues) {
    const { error } = await requestPasswordReset(email)
    if (error) {
      // The address stays in the field, so trying again is one click.
      toast({
        title: 'Request Failed',
        description: error.message || 'Could not send the reset link. Please try again.',
        variant: 'destructive',
      })
      return
    }
    setSentTo(email)
  }

  function onInvalid(fieldErrors: FieldErrors<ForgotPasswordInput>) {
    toast({
      title: 'Validation Error',
      description: firstErrorMessage(fieldErrors, ['email']),
      variant: 'destructive',
    })
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Reset your password</h2>
      {sentTo ? (
        <p role="status" className="text-sm">
          {RESET_LINK_SENT}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(onValid, onInvalid)}
          className="flex flex-col gap-4"
        >
          <p className="text-muted-foreground text-sm">
            Enter the e-mail address you sign in with and we will send you a link to choose a new
            password.
          </p>
          <AuthField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button type="button" variant="link" onClick={onBack} className="self-start px-0">
        Back to login
      </Button>
    </div>
  )
}
