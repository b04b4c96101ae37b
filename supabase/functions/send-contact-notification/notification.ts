import {
  createNotificationHandler,
  type NotificationOverrides,
} from '../_shared/notification-handler.ts'
import { contactKind } from '../_shared/notification-kinds.ts'

export function createHandler(overrides: NotificationOverrides = {}) {
  return createNotificationHandler({
    name: 'send-contact-notification',
    kind: contactKind,
    ...overrides,
  })
}

export const handler = createHandler()
