import { DeskPage } from '@/app/desk-page'
import { UpdateDesk } from '@/features/update-sends/components/update-desk'

/** /admin/updates: write, preview, test and send an update by e-mail (members who send updates). */
export function Component() {
  return <DeskPage section="updates">{() => <UpdateDesk />}</DeskPage>
}
