import {
  alliancePayloadSchema,
  type AllianceRegistrationFormValues,
  interestOptions,
  organizationTypeOptions,
} from '../_shared/schemas/alliance-registration.ts'
import { labelOf } from '../_shared/schemas/fields.ts'
import {
  createNotificationHandler,
  type NotificationOverrides,
} from '../_shared/notification-handler.ts'
import { renderEmail } from '../_shared/render.ts'

export function renderAllianceEmail(payload: AllianceRegistrationFormValues) {
  const name = `${payload.firstName} ${payload.lastName}`
  return renderEmail({
    subject: `New alliance registration: ${payload.organization} (${name})`,
    heading: 'New alliance registration',
    intro: `${name} registered ${payload.organization} with the alliance.`,
    fields: [
      { label: 'Name', value: name },
      { label: 'Email', value: payload.email },
      { label: 'Phone', value: payload.phone },
      { label: 'Organization', value: payload.organization },
      {
        label: 'Organization type',
        value: labelOf(organizationTypeOptions, payload.organizationType),
      },
      { label: 'Title or role', value: payload.title },
      {
        label: 'Areas of interest',
        value: payload.interests.map((interest) => labelOf(interestOptions, interest)).join(', '),
      },
      { label: 'Message', value: payload.message, long: true },
    ],
  })
}

export function createHandler(overrides: NotificationOverrides = {}) {
  return createNotificationHandler<AllianceRegistrationFormValues>({
    name: 'send-alliance-notification',
    schema: alliancePayloadSchema,
    render: renderAllianceEmail,
    replyTo: (payload) => payload.email,
    ...overrides,
  })
}

export const handler = createHandler()
