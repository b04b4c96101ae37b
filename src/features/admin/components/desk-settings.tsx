import { NotificationRoutingManager } from './notification-routing-manager'
import { SavedRepliesManager } from './saved-replies-manager'

/** The "Settings" section, for administrators: saved replies and who is notified of what. */
export function DeskSettings() {
  return (
    <div className="flex flex-col gap-10">
      <SavedRepliesManager />
      <NotificationRoutingManager />
    </div>
  )
}
