import type { z } from 'zod'
import {
  alliancePayloadSchema,
  allianceRegistrationForm,
  type AllianceRegistrationFormValues,
} from './schemas/alliance-registration.ts'
import {
  coachApplicationForm,
  coachApplicationPayloadSchema,
  type CoachApplicationPayload,
} from './schemas/coach-application.ts'
import {
  contactForm,
  contactPayloadSchema,
  type ContactFormValues,
  subjectOptions,
} from './schemas/contact.ts'
import { labelOf } from './schemas/fields.ts'
import {
  emailFields,
  type FormDescription,
  fromRow,
  type RecordKind,
  type StoredRow,
  toRow,
} from './schemas/form-description.ts'
import { notificationCopy as copy } from './email-copy/notification.ts'
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
  link ? copy.withReference(subject, link.reference) : subject
const referenceField = (link?: RecordLink) =>
  link ? [{ label: copy.referenceLabel, value: link.reference }] : []
const deskAction = (link?: RecordLink) =>
  link ? { label: copy.openInDesk, href: link.deskUrl } : undefined

export type { RecordKind, StoredRow }

/**
 * Everything the fast path and the worker need to know about one kind of submission: the payload
 * schema, the e-mail, and the mapping between the payload the app sends (spec §7, camelCase) and
 * the row it stores, in both directions. Both mappings come from the form's description
 * (schemas/form-description.ts), which the app's `submit-*.ts` stores with too, so the fast path
 * always finds the row the app stored.
 */
export interface NotificationKind<T> {
  kind: RecordKind
  schema: z.ZodType<T>
  render: (payload: T, link?: RecordLink) => RenderedEmail
  replyTo: (payload: T) => string
  toRow: (payload: T) => StoredRow
  fromRow: (row: StoredRow) => T
}

export function renderCoachApplicationEmail(payload: CoachApplicationPayload, link?: RecordLink) {
  const name = `${payload.firstName} ${payload.lastName}`
  return renderEmail({
    subject: withReference(copy.coach_application.subject(name), link),
    heading: copy.coach_application.heading,
    intro: copy.coach_application.intro(name),
    action: deskAction(link),
    fields: [...referenceField(link), ...emailFields(coachApplicationForm, payload)],
  })
}

export function renderContactEmail(payload: ContactFormValues, link?: RecordLink) {
  const name = `${payload.firstName} ${payload.lastName}`
  const subject = labelOf(subjectOptions, payload.subject)
  return renderEmail({
    subject: withReference(copy.contact_submission.subject(name, subject), link),
    heading: copy.contact_submission.heading,
    intro: copy.contact_submission.intro(name),
    action: deskAction(link),
    fields: [...referenceField(link), ...emailFields(contactForm, payload)],
  })
}

export function renderAllianceEmail(payload: AllianceRegistrationFormValues, link?: RecordLink) {
  const name = `${payload.firstName} ${payload.lastName}`
  return renderEmail({
    subject: withReference(copy.alliance_registration.subject(name, payload.organization), link),
    heading: copy.alliance_registration.heading,
    intro: copy.alliance_registration.intro(name, payload.organization),
    action: deskAction(link),
    fields: [...referenceField(link), ...emailFields(allianceRegistrationForm, payload)],
  })
}

/** A kind's row mappings, both ways, from its form's description (the app stores with the same). */
function rowMappings<T>(description: FormDescription) {
  return {
    toRow: (payload: T) => toRow(description, payload as object),
    fromRow: (row: StoredRow) => fromRow<T>(description, row),
  }
}

export const coachApplicationKind: NotificationKind<CoachApplicationPayload> = {
  kind: 'coach_application',
  schema: coachApplicationPayloadSchema,
  render: renderCoachApplicationEmail,
  replyTo: (payload) => payload.email,
  ...rowMappings<CoachApplicationPayload>(coachApplicationForm),
}

export const contactKind: NotificationKind<ContactFormValues> = {
  kind: 'contact_submission',
  schema: contactPayloadSchema,
  render: renderContactEmail,
  replyTo: (payload) => payload.email,
  ...rowMappings<ContactFormValues>(contactForm),
}

export const allianceKind: NotificationKind<AllianceRegistrationFormValues> = {
  kind: 'alliance_registration',
  schema: alliancePayloadSchema,
  render: renderAllianceEmail,
  replyTo: (payload) => payload.email,
  ...rowMappings<AllianceRegistrationFormValues>(allianceRegistrationForm),
}

// deno-lint-ignore no-explicit-any
export const notificationKinds: Record<RecordKind, NotificationKind<any>> = {
  coach_application: coachApplicationKind,
  contact_submission: contactKind,
  alliance_registration: allianceKind,
}
