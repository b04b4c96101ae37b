import { DeskPage } from '@/app/desk-page'
import { DeskAdministration } from '@/features/admin/components/desk-administration'

/** /admin/people: people and roles, personal data, unmatched answers, the audit log. */
export function Component() {
  return <DeskPage section="people">{() => <DeskAdministration />}</DeskPage>
}
