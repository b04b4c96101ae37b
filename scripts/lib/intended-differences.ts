/**
 * What the baseline changes on purpose, relative to the archived migration set it replaced
 * (docs/migration-baseline.md). The schema comparison applies each change to the history's
 * fingerprint before comparing, prints how many objects each touched, and fails when one touches
 * none (a stale entry would hide nothing, but it would no longer say what the baseline changed).
 * Everything not listed here must still match to the character.
 */
import type { Fingerprint } from './schema-fingerprint'

/**
 * Desk functions a reviewer may call, named for the desk, since a name starting `admin_` read as
 * administrators only. Administrator-only functions (people, roles, personal data, desk settings,
 * unmatched mail) keep their `admin_` names.
 */
export const RENAMED_FUNCTIONS: Readonly<Record<string, string>> = {
  admin_application_counts: 'desk_application_counts',
  admin_applications_per_region: 'desk_applications_per_region',
  admin_applications_per_week: 'desk_applications_per_week',
  admin_record_timeline: 'desk_record_timeline',
  admin_set_status: 'desk_set_status',
  admin_status_history: 'desk_status_history',
  admin_unread_counts: 'desk_unread_counts',
}

export interface IntendedDifference {
  what: string
  /** Rewrites one history entry as the baseline intends it; returns it unchanged when it does not apply. */
  apply: (category: string, key: string, value: string) => [key: string, value: string]
}

const renamePattern = new RegExp(`\\b(${Object.keys(RENAMED_FUNCTIONS).join('|')})\\b`, 'g')
const rename = (text: string) =>
  text.replace(renamePattern, (name) => RENAMED_FUNCTIONS[name] ?? name)

/**
 * Comments (in function bodies and the catalog) that cited migrations which now exist only in the
 * archive.
 */
const ARCHIVE_CITATIONS: readonly (readonly [history: string, baseline: string])[] = [
  [
    "-- Only a confirmed address proves the account is the invitee's (20251130020000): an account",
    "-- Only a confirmed address proves the account is the invitee's: an account",
  ],
  [
    '-- Admins, the service role and direct SQL are trusted (see 20251122000200).',
    '-- Admins, the service role and direct SQL are trusted: only the API roles are limited.',
  ],
  [
    'Hourly allowances of auth e-mails by purpose (migration 20251212000000)',
    "Hourly allowances of auth e-mails by purpose (the Send Email hook's)",
  ],
]

export const INTENDED_DIFFERENCES: readonly IntendedDifference[] = [
  {
    what: `${ARCHIVE_CITATIONS.length} comments no longer cite archived migrations`,
    apply: (_category, key, value) => [
      key,
      ARCHIVE_CITATIONS.reduce((text, [from, to]) => text.replace(from, to), value),
    ],
  },
  {
    what: `${Object.keys(RENAMED_FUNCTIONS).length} desk functions renamed admin_… → desk_… (names, bodies, grants, comments, wrappers)`,
    apply: (_category, key, value) => [rename(key), rename(value)],
  },
  {
    // Added NOT VALID by a migration that ran over stored rows; the baseline runs on an empty
    // database and no stored row can violate them (every intake RPC and insert checked the same
    // rule since), so they are plain, validated constraints.
    what: "the intake tables' visible-text CHECKs are validated (were NOT VALID)",
    apply: (category, key, value) =>
      category === 'constraint' && /_visible$/.test(key) && value.includes(' NOT VALID')
        ? [key, value.replace(' NOT VALID', '').replace('validated=false', 'validated=true')]
        : [key, value],
  },
  {
    // The history built the three desk views naming public.can_work_submissions() while it was
    // still the definer function, which 20251229000000 then moved to `private` (the views kept
    // calling it by OID). The baseline writes private.can_work_submissions() and its invoker
    // wrapper in place, so the view builder names the private function: the same views, built
    // from text that says what they call.
    what: 'the desk views are built naming private.can_work_submissions()',
    apply: (category, key, value) =>
      category === 'function' && key.startsWith('private.apply_intake_answer_columns(')
        ? [
            key,
            value.replace(
              'where (select public.can_work_submissions())',
              'where (select private.can_work_submissions())',
            ),
          ]
        : [key, value],
  },
]

/** The history's fingerprint as the baseline intends it, and how many objects each change touched. */
export function applyIntendedDifferences(history: Fingerprint): {
  expected: Fingerprint
  touched: Map<string, number>
} {
  const touched = new Map<string, number>(INTENDED_DIFFERENCES.map((change) => [change.what, 0]))
  const expected: Fingerprint = new Map()
  for (const [category, entries] of history) {
    const rewritten = new Map<string, string>()
    for (const [key, value] of entries) {
      let current: [string, string] = [key, value]
      for (const change of INTENDED_DIFFERENCES) {
        const next = change.apply(category, current[0], current[1])
        if (next[0] !== current[0] || next[1] !== current[1]) {
          touched.set(change.what, (touched.get(change.what) ?? 0) + 1)
        }
        current = next
      }
      rewritten.set(current[0], current[1])
    }
    expected.set(category, rewritten)
  }
  return { expected, touched }
}
