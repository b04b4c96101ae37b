import { HONEYPOT_FIELD } from '@schemas/fields'

/**
 * A form's draft in sessionStorage: every answer, as typed, under `draft:<form>`. sessionStorage
 * belongs to one tab and ends with it, so no other tab, and nobody who opens the browser later,
 * reads it; it survives a reload and a failed send in that tab. The honeypot is never kept.
 */
export type DraftValue = string | boolean | string[]
export type Draft = Record<string, DraftValue>

function isDraftValue(value: unknown): value is DraftValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  )
}

/** The stored draft, keeping only values of the kind the form's default gives the field. */
export function readDraft(key: string, defaults: Record<string, unknown>): Draft {
  let parsed: unknown
  try {
    const raw = window.sessionStorage.getItem(key)
    parsed = raw ? JSON.parse(raw) : {}
  } catch {
    // Storage can be disabled (private modes, strict policies) or hold junk: no draft then.
    return {}
  }
  if (typeof parsed !== 'object' || parsed === null) return {}
  const draft: Draft = {}
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (name === HONEYPOT_FIELD || !(name in defaults) || !isDraftValue(value)) continue
    const fallback = defaults[name]
    // A question with no answer yet (null: nothing preselected) takes a yes/no answer.
    const sameKind = Array.isArray(fallback)
      ? Array.isArray(value)
      : fallback === null
        ? typeof value === 'boolean'
        : typeof fallback === typeof value
    if (sameKind) draft[name] = value
  }
  return draft
}

/** The answers that differ from the form's defaults; the honeypot and other kinds are left out. */
export function draftOf(values: Record<string, unknown>, defaults: Record<string, unknown>): Draft {
  const draft: Draft = {}
  for (const [name, value] of Object.entries(values)) {
    if (name === HONEYPOT_FIELD || !(name in defaults) || !isDraftValue(value)) continue
    if (JSON.stringify(value) !== JSON.stringify(defaults[name])) draft[name] = value
  }
  return draft
}

/** Stores the draft, or forgets it when nothing differs from an empty form. */
export function writeDraft(key: string, draft: Draft) {
  try {
    if (Object.keys(draft).length === 0) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Quota or disabled storage: keep working without a draft.
  }
}

export function forgetDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
