import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import {
  REFERENCE_PATTERN,
  type SubmissionReceipt,
  toAcknowledgementOutlook,
} from '@/lib/submission-receipt'
import type { RecordKind } from '@schemas/record-kind'

/**
 * The two things an intake form keeps in this tab's sessionStorage beyond its draft:
 * - `submitted:<form>`: the confirmation of a stored submission, holding only the form's name,
 *   the reference and whether its acknowledgement is sending, so a reload shows the same panel
 *   (nothing goes into the address);
 * - `submission-key:<form>`: the current draft's idempotency key, a random uuid, so a double click,
 *   a retry after a failed request or the same draft sent again after a reload stores one record.
 * A new key is drawn once a submission is confirmed, so "Send another" starts a new record.
 */
export const RECEIPT_STORAGE_PREFIX = 'submitted:'
export const IDEMPOTENCY_KEY_STORAGE_PREFIX = 'submission-key:'

export interface StoredReceipt extends SubmissionReceipt {
  form: RecordKind
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Disabled storage: the panel and the key then last as long as the page.
    return null
  }
}

/** Values sessionStorage refused (disabled, full), kept for the life of the page instead. */
const written = new Map<string, string>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function read(key: string): string | null {
  try {
    const stored = storage()?.getItem(key)
    if (stored !== null && stored !== undefined) return stored
  } catch {
    // Fall back to what this page wrote.
  }
  return written.get(key) ?? null
}

function parseReceipt(form: RecordKind, raw: string | null): StoredReceipt | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const { form: storedForm, reference, acknowledgement } = parsed as Partial<StoredReceipt>
    if (storedForm !== form || typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference))
      return null
    const outlook = toAcknowledgementOutlook(acknowledgement)
    return outlook ? { form, reference, acknowledgement: outlook } : { form, reference }
  } catch {
    return null
  }
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function write(key: string, value: string | null) {
  written.delete(key)
  const store = storage()
  try {
    if (!store) throw new Error('no sessionStorage')
    if (value === null) store.removeItem(key)
    else store.setItem(key, value)
  } catch {
    // Quota or disabled storage: this page keeps the value itself, for as long as it lives.
    if (value !== null) written.set(key, value)
  }
  for (const listener of listeners) listener()
}

export function useSubmissionReceipt(form: RecordKind) {
  // The server snapshot is "nothing stored", so the prerendered HTML (the empty form) and the
  // hydrating render agree; React then renders again with what this tab holds.
  const raw = useSyncExternalStore(
    subscribe,
    () => read(RECEIPT_STORAGE_PREFIX + form),
    () => null,
  )
  const receipt = useMemo(() => parseReceipt(form, raw), [form, raw])
  const keyRef = useRef<string | null>(null)

  /** The current draft's key: the same for every send of it, in this tab, until it is confirmed. */
  const idempotencyKey = useCallback(() => {
    if (keyRef.current) return keyRef.current
    const stored = read(IDEMPOTENCY_KEY_STORAGE_PREFIX + form) ?? ''
    const key = UUID.test(stored) ? stored : randomUuid()
    write(IDEMPOTENCY_KEY_STORAGE_PREFIX + form, key)
    keyRef.current = key
    return key
  }, [form])

  /** Shows (and keeps) the confirmation of a stored submission; the next draft gets a new key. */
  const confirm = useCallback(
    (receipt: SubmissionReceipt) => {
      const next: StoredReceipt = { form, ...receipt }
      write(RECEIPT_STORAGE_PREFIX + form, JSON.stringify(next))
      write(IDEMPOTENCY_KEY_STORAGE_PREFIX + form, null)
      keyRef.current = null
    },
    [form],
  )

  /**
   * Draws a new key for the next send: the database refused this one because it was already used
   * with different answers, so sending again stores the changed answers as a new submission.
   */
  const renewKey = useCallback(() => {
    write(IDEMPOTENCY_KEY_STORAGE_PREFIX + form, null)
    keyRef.current = null
  }, [form])

  /** "Send another": forgets the confirmation and shows the empty form. */
  const dismiss = useCallback(() => {
    write(RECEIPT_STORAGE_PREFIX + form, null)
  }, [form])

  return { receipt, idempotencyKey, renewKey, confirm, dismiss }
}
