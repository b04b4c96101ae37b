import { Button } from '@/components/ui/button'
import { DESK_NAME } from '../lib/desk-sections'

interface NoRoleNoticeProps {
  email: string
  onSignOut: () => Promise<void> | void
}

/**
 * For a signed-in person with no role on the desk: never invited, or their roles were removed.
 * Said on the page, in words, with the way out; the spec's 'Access Denied' heads it, since only
 * this person is denied the desk (a member with any role is led to their sections instead).
 */
export function NoRoleNotice({ email, onSignOut }: NoRoleNoticeProps) {
  return (
    <section
      aria-labelledby="no-role-heading"
      className="mx-auto flex w-full max-w-2xl flex-col items-start gap-4 px-4 py-12"
    >
      <h1 id="no-role-heading" className="text-3xl font-bold tracking-tight">
        Access Denied
      </h1>
      <p>
        You are signed in as <span className="font-semibold">{email}</span>, but this account has no
        role on the {DESK_NAME}, so there is nothing here for it to open.
      </p>
      <p>
        If an administrator removed your access, it has ended on purpose. If you should be working
        on the desk (reading submissions, editing the site, or managing people), ask an
        administrator of the Idaho AI Alliance to give this account a role, then sign in again.
      </p>
      <Button onClick={() => void onSignOut()}>Sign out</Button>
    </section>
  )
}
