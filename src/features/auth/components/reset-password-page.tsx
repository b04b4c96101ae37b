import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { updatePassword } from '../api/update-password'
import { useSession } from '../hooks/use-session'
import {
  NEW_PASSWORD_HINT,
  newPasswordSchema,
  type NewPasswordInput,
  type NewPasswordValues,
} from '../schemas'
import { AuthField } from './auth-field'
import { firstErrorMessage } from './first-error'

const FIELD_ORDER = ['password', 'confirmPassword'] as const

/**
 * /auth/reset-password: where the e-mailed reset link lands, already signed in by the link. The
 * person types a new password twice; then they are in, and go to the desk. An invitation's link
 * lands here too (with ?invited=1): the page then welcomes a newcomer instead of speaking of a
 * reset, and an expired invitation says how to get a new one.
 */
export function ResetPasswordPage() {
  const { status, session } = useSession()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const invited = search.has('invited')
  // The "Validation Error" toast of a rejected attempt goes once a password is accepted.
  const [validationToast, setValidationToast] = useState<{ dismiss: () => void } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  async function onValid({ password }: NewPasswordValues) {
    validationToast?.dismiss()
    setValidationToast(null)
    const { error } = await updatePassword(password)
    if (error) {
      toast({
        title: 'Password Not Changed',
        description: error.message || 'Could not set the new password. Please try again.',
        variant: 'destructive',
      })
      return
    }
    toast({
      title: invited ? 'Password set' : 'Password updated',
      description: invited
        ? 'Next, set up two-factor sign-in with your authenticator app.'
        : 'You are signed in.',
      variant: 'success',
    })
    navigate(paths.admin, { replace: true })
  }

  function onInvalid(fieldErrors: FieldErrors<NewPasswordInput>) {
    validationToast?.dismiss()
    const shown = toast({
      title: 'Validation Error',
      description: firstErrorMessage(fieldErrors, FIELD_ORDER),
      variant: 'destructive',
    })
    setValidationToast(shown ?? null)
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">
        {invited ? 'Welcome to the Alliance desk' : 'Set a new password'}
      </h1>
      <Card className="gap-6">
        {status === 'loading' ? (
          <div role="status" aria-label="Checking your reset link">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : !session && invited ? (
          <div className="flex flex-col gap-4">
            <p role="alert">
              This invitation link no longer works: an invitation link works once, for one hour
              after it was sent, and stops working when the invitation is withdrawn.
            </p>
            <p>
              Ask the administrator who invited you for a new link. On the Alliance desk, under
              People and roles, they press “Resend invitation” beside your address; a new e-mail
              from the Idaho AI Alliance then brings a link that works for another hour.
            </p>
            <Link to={paths.home} className="text-primary underline">
              Go to the Idaho AI Alliance home page
            </Link>
          </div>
        ) : !session ? (
          <div className="flex flex-col gap-4">
            <p role="alert">
              This reset link is invalid or has expired. Links work once, for one hour.
            </p>
            <Link to={paths.auth} className="text-primary underline">
              Request a new link from the login page
            </Link>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit(onValid, onInvalid)}
            className="flex flex-col gap-4"
          >
            {invited ? (
              <p className="text-muted-foreground text-sm">
                You have been invited to the Idaho AI Alliance’s desk. Choose a password for{' '}
                {session.user.email}; next you will set up two-factor sign-in.
              </p>
            ) : (
              <p className="text-muted-foreground text-sm">
                Choose a new password for {session.user.email}.
              </p>
            )}
            <AuthField
              id="new-password"
              hint={NEW_PASSWORD_HINT}
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <AuthField
              id="confirm-new-password"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting
                ? 'Saving...'
                : invited
                  ? 'Set password and continue'
                  : 'Set new password'}
            </Button>
          </form>
        )}
      </Card>
    </div>
  )
}
