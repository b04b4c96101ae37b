import { DeskPage } from '@/app/desk-page'
import { DeskReports } from '@/features/admin/components/desk-reports'

/** /admin/reports: figures by period (administrators and reviewers). */
export function Component() {
  return <DeskPage section="reports">{() => <DeskReports />}</DeskPage>
}
