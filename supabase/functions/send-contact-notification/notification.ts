import {
  contactPayloadSchema,
  type ContactFormValues,
  organizationTypeOptions,
  subjectOptions,
} from '../_shared/schemas/contact.ts'
import { labelOf } from '../_shared/schemas/fields.ts'
import {
  createNotificationHandler,
  type NotificationOverrides,
} from '../_shared/notification-handler.ts'
import { renderEmail } from '../_shared/render.ts'

export function renderContactEmail(payload: ContactFormValues) {
  const name = `${payload.firstName} ${payload.lastName}`
  const subject = labelOf(subjectOptions, payload.subject)
  return renderEmail({
    subject: `New contact message: ${subject} from ${name}`,
    heading: 'New contact message',
    intro: `${name} sent a message through the contact form.`,
    fields: [
      { label: 'Name', value: name },
      { label: 'Email', value: payload.email },
      { label: 'Phone', value: payload.phone },
      {
        label: 'Organization type',
        value: labelOf(organizationTypeOptions, payload.organizationType),
      },
      { label: 'Organization name', value: payload.organizationName },
      { label: 'Subject', value: subject },
      { label: 'Message', value: payload.message, long: true },
    ],
  })
}

export function createHandler(overrides: NotificationOverrides = {}) {
  return createNotificationHandler<ContactFormValues>({
    name: 'send-contact-notification',
    schema: contactPayloadSchema,
    render: renderContactEmail,
    replyTo: (payload) => payload.email,
    ...overrides,
  })
}

export const handler = createHandler()
