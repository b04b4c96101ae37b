import { NotificationRoutingManager } from './notification-routing-manager'
import { SavedRepliesManager } from './saved-replies-manager'

/** The desk's settings, for admins: saved replies and who is notified of what. */
export function DeskSettings() {
  return (
    <details className="border-border rounded-lg border p-4">
      <summary className="cursor-pointer text-lg font-semibold">
        Desk settings: saved replies and notification routing
      </summary>
      <div className="mt-6 flex flex-col gap-10">
        <SavedRepliesManager />
        <NotificationRoutingManager />
      </div>
    </details>
  )
}
