import {
  createNotificationHandler,
  type NotificationOverrides,
} from '../_shared/notification-handler.ts'
import { coachApplicationKind } from '../_shared/notification-kinds.ts'

export function createHandler(overrides: NotificationOverrides = {}) {
  return createNotificationHandler({
    name: 'send-coach-application-notification',
    kind: coachApplicationKind,
    ...overrides,
  })
}

export const handler = createHandler()
