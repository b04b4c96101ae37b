import {
  availabilityOptions,
  coachApplicationPayloadSchema,
  type CoachApplicationPayload,
  regionOptions,
  technicalComfortOptions,
} from '../_shared/schemas/coach-application.ts'
import { labelOf } from '../_shared/schemas/fields.ts'
import {
  createNotificationHandler,
  type NotificationOverrides,
} from '../_shared/notification-handler.ts'
import { renderEmail } from '../_shared/render.ts'

export function renderCoachApplicationEmail(payload: CoachApplicationPayload) {
  const name = `${payload.firstName} ${payload.lastName}`
  return renderEmail({
    subject: `New AI Coach application from ${name}`,
    heading: 'New AI Coach application',
    intro: `${name} applied to become an AI Coach. Review it in the admin area.`,
    fields: [
      { label: 'Name', value: name },
      { label: 'Email', value: payload.email },
      { label: 'Phone', value: payload.phone },
      { label: 'City', value: payload.city },
      { label: 'Region', value: labelOf(regionOptions, payload.region) },
      { label: 'Current occupation', value: payload.currentOccupation },
      { label: 'Availability', value: labelOf(availabilityOptions, payload.availability) },
      {
        label: 'Technical comfort',
        value: labelOf(technicalComfortOptions, payload.technicalComfort),
      },
      { label: 'Teaching experience', value: payload.hasTeachingExperience ? 'Yes' : 'No' },
      { label: 'Why they want to be an AI Coach', value: payload.whyAICoach, long: true },
      { label: 'Relevant experience', value: payload.relevantExperience, long: true },
    ],
  })
}

export function createHandler(overrides: NotificationOverrides = {}) {
  return createNotificationHandler<CoachApplicationPayload>({
    name: 'send-coach-application-notification',
    schema: coachApplicationPayloadSchema,
    render: renderCoachApplicationEmail,
    replyTo: (payload) => payload.email,
    ...overrides,
  })
}

export const handler = createHandler()
