import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { verifyTotpCode } from '../api/two-factor'
import { twoFactorCodeSchema, type TwoFactorCodeInput, type TwoFactorCodeValues } from '../schemas'
import { AuthField } from './auth-field'
import { firstErrorMessage } from './first-error'

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
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeInput, unknown, TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  })

  async function onValid({ code }: TwoFactorCodeValues) {
    const { error } = await verifyTotpCode(factorId, code)
    if (error) {
      toast({
        title: 'Verification Failed',
        description: error.message || 'That code did not work. Try the newest code in your app.',
        variant: 'destructive',
      })
      return
    }
    onVerified()
  }

  function onInvalid(fieldErrors: FieldErrors<TwoFactorCodeInput>) {
    toast({
      title: 'Validation Error',
      description: firstErrorMessage(fieldErrors, ['code']),
      variant: 'destructive',
    })
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
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
