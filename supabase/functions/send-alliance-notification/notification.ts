import {
  createNotificationHandler,
  type NotificationOverrides,
} from '../_shared/notification-handler.ts'
import { allianceKind } from '../_shared/notification-kinds.ts'

export function createHandler(overrides: NotificationOverrides = {}) {
  return createNotificationHandler({
    name: 'send-alliance-notification',
    kind: allianceKind,
    ...overrides,
  })
}

export const handler = createHandler()
