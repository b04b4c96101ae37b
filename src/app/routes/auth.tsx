import { AuthPage } from '@/features/auth/components/auth-page'

export function Component() {
  return <AuthPage />
}
