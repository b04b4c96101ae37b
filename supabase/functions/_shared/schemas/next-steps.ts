import type { RecordKind } from './record-kind.ts'

/*
 * What each form's acknowledgement calls the thing received ("your AI Coach application"), and
 * the status page the e-mail links to. The promises themselves ("What happens next") are content
 * the team edits: site-messages.ts. Plain data with relative imports only, so the browser
 * (`@schemas/next-steps`) and Deno both read it.
 */

/**
 * The status page where a person looks up where a submission stands (src/config/paths.ts
 * `applicationStatus`; tests/unit/status-page-link.test.ts keeps the two equal). The
 * acknowledgement e-mail links to it.
 */
export const STATUS_PAGE_PATH = '/application-status'

/** What was received, after "your": "AI Coach application". */
export const receivedNames = {
  coach_application: 'AI Coach application',
  contact_submission: 'message',
  alliance_registration: 'alliance registration',
} as const satisfies Record<RecordKind, string>
