import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { verifyTotpCode } from '../api/two-factor'
import { twoFactorCodeSchema, type TwoFactorCodeInput, type TwoFactorCodeValues } from '../schemas'
import { AuthField } from './auth-field'

interface TwoFactorCodeFormProps {
  factorId: string
  submitLabel: string
  onVerified: () => void
}

/** The six-digit code from an authenticator app, proven against one factor. */
export function TwoFactorCodeForm({ factorId, submitLabel, onVerified }: TwoFactorCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeInput, unknown, TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  })

  async function onValid({ code }: TwoFactorCodeValues) {
    const { error } = await verifyTotpCode(factorId, code)
    if (error) {
      // Beside the field, in words that say what to do (the server's own words are "Invalid TOTP
      // code entered"); the code stays typed and the field takes focus for the next try.
      setError(
        'code',
        {
          message:
            'That code did not match. Enter the code your authenticator app shows now: it changes every 30 seconds.',
        },
        { shouldFocus: true },
      )
      return
    }
    onVerified()
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      {/* react-hook-form focuses the first invalid field; its message is beside it. */}
      <AuthField
        id="two-factor-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Checking...' : submitLabel}
      </Button>
    </form>
  )
}
