import { DeskPage } from '@/app/desk-page'
import { SiteDesk } from '@/features/site-content/components/site-desk'

/**
 * /admin/site: the desk's "Site" section, for editors. It passes the same two-factor step as the
 * rest of the desk: the database grants every role only in a trusted session (has_role).
 */
export function Component() {
  return (
    <DeskPage section="site" heading={false}>
      {() => <SiteDesk />}
    </DeskPage>
  )
}
