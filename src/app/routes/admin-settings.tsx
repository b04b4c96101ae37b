import { DeskPage } from '@/app/desk-page'
import { DeskSettings } from '@/features/admin/components/desk-settings'

/** /admin/settings: saved replies and notification routing (administrators). */
export function Component() {
  return <DeskPage section="settings">{() => <DeskSettings />}</DeskPage>
}
