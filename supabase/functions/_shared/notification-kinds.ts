import type { z } from 'zod'
import {
  alliancePayloadSchema,
  type AllianceRegistrationFormValues,
  interestOptions,
  organizationTypeOptions as allianceOrganizationTypeOptions,
} from './schemas/alliance-registration.ts'
import {
  availabilityOptions,
  coachApplicationPayloadSchema,
  type CoachApplicationPayload,
  regionOptions,
  technicalComfortOptions,
} from './schemas/coach-application.ts'
import {
  contactPayloadSchema,
  type ContactFormValues,
  organizationTypeOptions as contactOrganizationTypeOptions,
  subjectOptions,
} from './schemas/contact.ts'
import { labelOf } from './schemas/fields.ts'
import { renderEmail, type RenderedEmail } from './render.ts'

/**
 * What the stored record adds to the reviewers' e-mail: its reference (subject and body) and the
 * link that opens it in the desk. Absent only when no stored record is at hand (tests).
 */
export interface RecordLink {
  reference: string
  deskUrl: string
}

/** The desk's tab for each kind (src/features/admin/lib/desk-view.ts). */
const DESK_TABS = {
  coach_application: 'applications',
  contact_submission: 'contacts',
  alliance_registration: 'alliance',
} as const

/** `{site}/admin?tab=…&open=<id>`: the desk opens the record's detail view from this address. */
export function deskUrl(siteUrl: string, kind: RecordKind, recordId: string): string {
  const params = new URLSearchParams({ tab: DESK_TABS[kind], open: recordId })
  return `${siteUrl.replace(/\/+$/, '')}/admin?${params.toString()}`
}

/** The reference and desk link of a stored row, when it has both. */
export function recordLink(
  siteUrl: string,
  kind: RecordKind,
  record: StoredRow | null | undefined,
): RecordLink | undefined {
  const id = typeof record?.id === 'string' ? record.id : ''
  const reference = typeof record?.reference === 'string' ? record.reference : ''
  return id && reference ? { reference, deskUrl: deskUrl(siteUrl, kind, id) } : undefined
}

const withReference = (subject: string, link?: RecordLink) =>
  link ? `${subject} [${link.reference}]` : subject
const referenceField = (link?: RecordLink) =>
  link ? [{ label: 'Reference', value: link.reference }] : []
const deskAction = (link?: RecordLink) =>
  link ? { label: "Open it in the reviewers' desk", href: link.deskUrl } : undefined

/** The outbox's names for the three kinds of stored submission (notification_deliveries). */
export type RecordKind = 'coach_application' | 'contact_submission' | 'alliance_registration'

/** A stored row as PostgreSQL's to_jsonb gives it. */
export type StoredRow = Record<string, unknown>

/**
 * Everything the fast path and the worker need to know about one kind of submission: the payload
 * schema, the e-mail, and the mapping between the payload the app sends (spec §7, camelCase) and
 * the row it stores, in both directions. `toRow` must map exactly as the app's
 * `src/features/<form>/api/submit-*.ts` does, or the fast path finds no stored row to notify.
 */
export interface NotificationKind<T> {
  kind: RecordKind
  schema: z.ZodType<T>
  render: (payload: T, link?: RecordLink) => RenderedEmail
  replyTo: (payload: T) => string
  toRow: (payload: T) => StoredRow
  fromRow: (row: StoredRow) => T
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function renderCoachApplicationEmail(payload: CoachApplicationPayload, link?: RecordLink) {
  const name = `${payload.firstName} ${payload.lastName}`
  return renderEmail({
    subject: withReference(`New AI Coach application from ${name}`, link),
    heading: 'New AI Coach application',
    intro: `${name} applied to become an AI Coach. Review it in the admin area.`,
    action: deskAction(link),
    fields: [
      ...referenceField(link),
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

export function renderContactEmail(payload: ContactFormValues, link?: RecordLink) {
  const name = `${payload.firstName} ${payload.lastName}`
  const subject = labelOf(subjectOptions, payload.subject)
  return renderEmail({
    subject: withReference(`New contact message: ${subject} from ${name}`, link),
    heading: 'New contact message',
    intro: `${name} sent a message through the contact form.`,
    action: deskAction(link),
    fields: [
      ...referenceField(link),
      { label: 'Name', value: name },
      { label: 'Email', value: payload.email },
      { label: 'Phone', value: payload.phone },
      {
        label: 'Organization type',
        value: labelOf(contactOrganizationTypeOptions, payload.organizationType),
      },
      { label: 'Organization name', value: payload.organizationName },
      { label: 'Subject', value: subject },
      { label: 'Message', value: payload.message, long: true },
    ],
  })
}

export function renderAllianceEmail(payload: AllianceRegistrationFormValues, link?: RecordLink) {
  const name = `${payload.firstName} ${payload.lastName}`
  return renderEmail({
    subject: withReference(`New alliance registration: ${payload.organization} (${name})`, link),
    heading: 'New alliance registration',
    intro: `${name} registered ${payload.organization} with the alliance.`,
    action: deskAction(link),
    fields: [
      ...referenceField(link),
      { label: 'Name', value: name },
      { label: 'Email', value: payload.email },
      { label: 'Phone', value: payload.phone },
      { label: 'Organization', value: payload.organization },
      {
        label: 'Organization type',
        value: labelOf(allianceOrganizationTypeOptions, payload.organizationType),
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

/*
 * City and region: spec §3 says they are not stored, but coach_applications has stored them since
 * issue 4 (see toCoachApplicationRow in the app), so the worker's e-mail carries them too.
 */
export const coachApplicationKind: NotificationKind<CoachApplicationPayload> = {
  kind: 'coach_application',
  schema: coachApplicationPayloadSchema,
  render: renderCoachApplicationEmail,
  replyTo: (payload) => payload.email,
  toRow: (payload) => ({
    first_name: payload.firstName,
    last_name: payload.lastName,
    email: payload.email,
    phone: payload.phone,
    city: payload.city,
    region: payload.region,
    organization: payload.currentOccupation,
    title: payload.currentOccupation,
    experience: payload.relevantExperience,
    ai_experience: payload.technicalComfort,
    teaching_experience: payload.hasTeachingExperience ? 'Yes' : 'No',
    availability: payload.availability,
    motivation: payload.whyAICoach,
  }),
  fromRow: (row) =>
    ({
      firstName: text(row.first_name),
      lastName: text(row.last_name),
      email: text(row.email),
      phone: text(row.phone),
      city: text(row.city),
      region: text(row.region),
      currentOccupation: text(row.organization) || text(row.title),
      availability: text(row.availability),
      technicalComfort: text(row.ai_experience),
      hasTeachingExperience: row.teaching_experience === 'Yes',
      whyAICoach: text(row.motivation),
      relevantExperience: text(row.experience),
    }) as CoachApplicationPayload,
}

export const contactKind: NotificationKind<ContactFormValues> = {
  kind: 'contact_submission',
  schema: contactPayloadSchema,
  render: renderContactEmail,
  replyTo: (payload) => payload.email,
  toRow: (payload) => ({
    first_name: payload.firstName,
    last_name: payload.lastName,
    email: payload.email,
    phone: payload.phone,
    organization_type: payload.organizationType,
    organization_name: payload.organizationName,
    subject: payload.subject,
    message: payload.message,
  }),
  fromRow: (row) =>
    ({
      firstName: text(row.first_name),
      lastName: text(row.last_name),
      email: text(row.email),
      phone: text(row.phone),
      organizationType: text(row.organization_type),
      organizationName: text(row.organization_name),
      subject: text(row.subject),
      message: text(row.message),
    }) as ContactFormValues,
}

export const allianceKind: NotificationKind<AllianceRegistrationFormValues> = {
  kind: 'alliance_registration',
  schema: alliancePayloadSchema,
  render: renderAllianceEmail,
  replyTo: (payload) => payload.email,
  // The optional phone and message are stored as null when left empty.
  toRow: (payload) => ({
    first_name: payload.firstName,
    last_name: payload.lastName,
    email: payload.email,
    phone: payload.phone === '' ? null : payload.phone,
    organization: payload.organization,
    organization_type: payload.organizationType,
    title: payload.title,
    interests: payload.interests,
    message: payload.message === '' ? null : payload.message,
  }),
  fromRow: (row) =>
    ({
      firstName: text(row.first_name),
      lastName: text(row.last_name),
      email: text(row.email),
      phone: text(row.phone),
      organization: text(row.organization),
      organizationType: text(row.organization_type),
      title: text(row.title),
      interests: Array.isArray(row.interests) ? row.interests.map(String) : [],
      message: text(row.message),
    }) as AllianceRegistrationFormValues,
}

// deno-lint-ignore no-explicit-any
export const notificationKinds: Record<RecordKind, NotificationKind<any>> = {
  coach_application: coachApplicationKind,
  contact_submission: contactKind,
  alliance_registration: allianceKind,
}

export function isRecordKind(value: unknown): value is RecordKind {
  return typeof value === 'string' && Object.hasOwn(notificationKinds, value)
}
