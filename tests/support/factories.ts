/**
 * Test data, in one place: every suite (unit, stack, end-to-end) builds its people and submissions
 * here, with overrides for what a test is about (`makeCoachApplication({ region: 'north' })`).
 *
 * - `make<Form>(overrides)`: the values a form hands to its `submit-*` API call (camelCase, valid
 *   against the form's schema), built from the samples in the form's description
 *   (supabase/functions/_shared/schemas/), so a new field needs no edit here; a new e-mail address
 *   on every call so the hourly rate limit (five per address) never links two tests.
 * - `make<Form>Row(overrides)`: the row that API call inserts, mapped by the app's own
 *   `to<Form>Row` (so the factories cannot drift from what the form stores), made in English;
 *   overrides are column values (`{ status: 'approved' }` for the service role, an invalid value,
 *   or `{ language: 'es' }` for a submission made on the Spanish site).
 * - `makeStored<Form>(overrides)`: a row as the admin area reads it back (id, status, created_at).
 * - `makeUser(overrides)` / `makeAdmin(overrides)`: someone to sign up or sign in.
 *
 * The same people appear in the pgTAP helper `tests.submission_sql` (supabase/tests/database/
 * 000-setup-tests-helpers.sql), in the stored shape. Nothing here talks to a server: the stack's
 * and the browser's fixtures decide where the data goes.
 */
import {
  allianceRegistrationForm,
  type AllianceRegistrationFormValues,
} from '@schemas/alliance-registration'
import { type Attribution, toAttributionColumns } from '@schemas/attribution-rules'
import { coachApplicationForm, type CoachApplicationFormValues } from '@schemas/coach-application'
import { contactForm, type ContactFormValues } from '@schemas/contact'
import { samplePayload } from '@schemas/form-description'
import { sourceLanguage } from '@schemas/languages'
import {
  toAllianceRegistrationRow,
  type AllianceRegistrationInsert,
} from '../../src/features/alliance/api/alliance-registration-row'
import {
  toCoachApplicationPayload,
  toCoachApplicationRow,
  type CoachApplicationInsert,
} from '../../src/features/coach-application/api/coach-application-row'
import {
  toContactSubmissionRow,
  type ContactSubmissionInsert,
} from '../../src/features/contact/api/contact-submission-row'
import { crc32, deflateSync } from 'node:zlib'
import type { Tables } from '../../src/lib/database.types'

/** Reserved for testing by RFC 2606, so no test ever mails a real person. */
export const TEST_EMAIL_DOMAIN = 'example.test'

/** A password the auth server accepts; test users are thrown away with their stack. */
export const TEST_PASSWORD = 'correct horse battery staple'

let sequence = 0

/** A new address on every call: `<label>-<n>-<random>@example.test`. */
export function uniqueEmail(label = 'person'): string {
  sequence += 1
  return `${label}-${sequence}-${crypto.randomUUID().slice(0, 8)}@${TEST_EMAIL_DOMAIN}`
}

// ---------------------------------------------------------------- the three forms

export function makeCoachApplication(
  overrides: Partial<CoachApplicationFormValues> = {},
): CoachApplicationFormValues {
  return samplePayload<CoachApplicationFormValues>(coachApplicationForm, {
    email: uniqueEmail('coach'),
    agreeToTerms: true,
    website: '',
    ...overrides,
  })
}

export function makeContactSubmission(
  overrides: Partial<ContactFormValues> = {},
): ContactFormValues {
  return samplePayload<ContactFormValues>(contactForm, {
    email: uniqueEmail('contact'),
    website: '',
    ...overrides,
  })
}

export function makeAllianceRegistration(
  overrides: Partial<AllianceRegistrationFormValues> = {},
): AllianceRegistrationFormValues {
  return samplePayload<AllianceRegistrationFormValues>(allianceRegistrationForm, {
    email: uniqueEmail('alliance'),
    website: '',
    ...overrides,
  })
}

// ---------------------------------------------------------------- the rows they store

/** Column overrides on top of the row the form stores; any column of the table may be set. */
type RowOverrides<Insert> = Partial<Insert>

export function makeCoachApplicationRow(
  overrides: RowOverrides<CoachApplicationInsert> = {},
  values: Partial<CoachApplicationFormValues> = {},
): CoachApplicationInsert {
  const payload = toCoachApplicationPayload(makeCoachApplication(values))
  return { ...toCoachApplicationRow(payload), language: sourceLanguage, ...overrides }
}

export function makeContactSubmissionRow(
  overrides: RowOverrides<ContactSubmissionInsert> = {},
  values: Partial<ContactFormValues> = {},
): ContactSubmissionInsert {
  return {
    ...toContactSubmissionRow(makeContactSubmission(values)),
    language: sourceLanguage,
    ...overrides,
  }
}

export function makeAllianceRegistrationRow(
  overrides: RowOverrides<AllianceRegistrationInsert> = {},
  values: Partial<AllianceRegistrationFormValues> = {},
): AllianceRegistrationInsert {
  return {
    ...toAllianceRegistrationRow(makeAllianceRegistration(values)),
    language: sourceLanguage,
    ...overrides,
  }
}

/**
 * Where a visit came from, as the form sends it beside the answers (src/lib/read-visit-attribution.ts):
 * spread into a row's overrides, `makeContactSubmissionRow(makeAttributionColumns({ utmCampaign: 'x' }))`.
 */
export function makeAttributionColumns(overrides: Partial<Attribution> = {}) {
  return toAttributionColumns({
    landingPage: '/about',
    referrerDomain: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring-2026',
    ...overrides,
  })
}

export type IntakeTable = 'coach_applications' | 'contact_submissions' | 'alliance_registrations'

export const INTAKE_TABLES: readonly IntakeTable[] = [
  'coach_applications',
  'contact_submissions',
  'alliance_registrations',
]

/** The row a table's form stores, for tests that go over every intake table alike. */
export function makeIntakeRow(
  table: IntakeTable,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const rows = {
    coach_applications: makeCoachApplicationRow,
    contact_submissions: makeContactSubmissionRow,
    alliance_registrations: makeAllianceRegistrationRow,
  } satisfies Record<IntakeTable, () => object>
  return { ...rows[table](), ...overrides }
}

// ---------------------------------------------------------------- rows as the admin reads them

let storedSequence = 0

/** What the database adds to an inserted row: an id, the default status, the time it arrived. */
function stored(status: string): { id: string; status: string; created_at: string } {
  storedSequence += 1
  return {
    id: `00000000-0000-4000-8000-${String(storedSequence).padStart(12, '0')}`,
    status,
    created_at: '2025-10-08T15:30:00Z',
  }
}

export function makeStoredCoachApplication(
  overrides: Partial<Tables<'coach_applications'>> = {},
): Tables<'coach_applications'> {
  const row = makeCoachApplicationRow()
  return {
    ...stored('pending'),
    ...row,
    phone: row.phone ?? null,
    ...overrides,
  } as Tables<'coach_applications'>
}

export function makeStoredContactSubmission(
  overrides: Partial<Tables<'contact_submissions'>> = {},
): Tables<'contact_submissions'> {
  return {
    ...stored('new'),
    ...makeContactSubmissionRow(),
    ...overrides,
  } as Tables<'contact_submissions'>
}

export function makeStoredAllianceRegistration(
  overrides: Partial<Tables<'alliance_registrations'>> = {},
): Tables<'alliance_registrations'> {
  return {
    ...stored('new'),
    ...makeAllianceRegistrationRow(),
    ...overrides,
  } as Tables<'alliance_registrations'>
}

// ---------------------------------------------------------------- people

export interface TestUser {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** Someone who can sign up and sign in (no role). */
export function makeUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    email: uniqueEmail('user'),
    password: TEST_PASSWORD,
    firstName: 'Mary',
    lastName: 'Jackson',
    ...overrides,
  }
}

/** Someone who will be granted the admin role (the grant itself is the fixture's job). */
export function makeAdmin(overrides: Partial<TestUser> = {}): TestUser {
  return makeUser({
    email: uniqueEmail('admin'),
    firstName: 'Dorothy',
    lastName: 'Vaughan',
    ...overrides,
  })
}

// ---------------------------------------------------------------- partner logos

export interface TestImage {
  name: string
  type: string
  bytes: Buffer
  width: number
  height: number
}

function pngChunk(kind: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(kind, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of the given size (one colour), optionally padded past a size limit. */
export function makePngLogo(
  overrides: { width?: number; height?: number; name?: string; padToBytes?: number } = {},
): TestImage {
  const width = overrides.width ?? 8
  const height = overrides.height ?? 4
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const chunks = [pngChunk('IHDR', header), pngChunk('IDAT', pixels)]
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let bytes = Buffer.concat([signature, ...chunks, pngChunk('IEND', Buffer.alloc(0))])
  if (overrides.padToBytes && bytes.length < overrides.padToBytes) {
    // A text chunk before IEND: still a valid PNG, just too big.
    const padding = pngChunk('tEXt', Buffer.alloc(overrides.padToBytes - bytes.length - 12, 0x41))
    bytes = Buffer.concat([signature, ...chunks, padding, pngChunk('IEND', Buffer.alloc(0))])
  }
  return {
    name: overrides.name ?? `logo-${randomSuffix()}.png`,
    type: 'image/png',
    bytes,
    width,
    height,
  }
}

/** An SVG that would run script if a browser rendered it on our origin. */
export function makeSvgWithScript(): TestImage {
  const text =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/steal?c="+document.cookie)</script><rect width="10" height="10"/></svg>'
  return {
    name: `logo-${randomSuffix()}.svg`,
    type: 'image/svg+xml',
    bytes: Buffer.from(text),
    width: 10,
    height: 10,
  }
}

function randomSuffix(): string {
  return crypto.randomUUID().slice(0, 8)
}
