import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { signIn } from '../api/sign-in'
import { loginSchema, type LoginInput, type LoginValues } from '../schemas'
import { AuthField } from './auth-field'
import { firstErrorMessage } from './first-error'

const FIELD_ORDER = ['email', 'password'] as const

interface LoginFormProps {
  defaultEmail?: string
  /** "Forgot password?", with what is typed in the e-mail field so far. */
  onForgotPassword?: (email: string) => void
}

export function LoginForm({ defaultEmail = '', onForgotPassword }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })

  async function onValid(values: LoginValues) {
    const { error } = await signIn(values)
    if (error) {
      toast({
        title: 'Login Failed',
        description: error.message || 'Invalid email or password',
        variant: 'destructive',
      })
      return
    }
    // The session that now exists moves the page on to /admin (see AuthPage).
    toast({ title: 'Success', description: 'Logged in successfully', variant: 'success' })
  }

  function onInvalid(fieldErrors: FieldErrors<LoginInput>) {
    toast({
      title: 'Validation Error',
      description: firstErrorMessage(fieldErrors, FIELD_ORDER),
      variant: 'destructive',
    })
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <AuthField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <AuthField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
      {onForgotPassword ? (
        <Button
          type="button"
          variant="link"
          onClick={() => onForgotPassword(getValues('email'))}
          className="self-start px-0"
        >
          Forgot password?
        </Button>
      ) : null}
    </form>
  )
}
