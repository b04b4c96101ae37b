import { useCallback, useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

function readDraft(key: string): Record<string, unknown> {
  try {
    const raw = window.sessionStorage.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    // Storage can be disabled (private modes, strict policies): drafts are a convenience only.
    return {}
  }
}

function writeDraft(key: string, draft: Record<string, string>) {
  try {
    if (Object.values(draft).every((value) => value === '')) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Quota or disabled storage: keep working without a draft.
  }
}

/**
 * Keeps the named long text fields in sessionStorage while the visitor types, restores them after a
 * reload, and forgets them once the submission succeeded (call `clearDraft`). Restoring happens
 * after mount so the prerendered HTML and the first client render stay identical.
 */
export function useSessionDraft<T extends FieldValues, TOutput = T>(
  key: string,
  fields: readonly Path<T>[],
  form: UseFormReturn<T, unknown, TOutput>,
) {
  const { setValue, watch } = form
  // The list is fixed per form; join it so a new array literal each render changes nothing.
  const fieldList = fields.join('\n')

  useEffect(() => {
    const names = fieldList.split('\n') as Path<T>[]
    const draft = readDraft(key)
    for (const name of names) {
      const value = draft[name]
      if (typeof value === 'string' && value !== '') {
        setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true })
      }
    }
    const subscription = watch((values, { name }) => {
      if (name && !names.includes(name as Path<T>)) return
      const next: Record<string, string> = {}
      for (const field of names) {
        const value = (values as Record<string, unknown>)[field]
        next[field] = typeof value === 'string' ? value : ''
      }
      writeDraft(key, next)
    })
    return () => subscription.unsubscribe()
  }, [key, fieldList, setValue, watch])

  return useCallback(() => {
    try {
      window.sessionStorage.removeItem(key)
    } catch {
      // Nothing stored, nothing to clear.
    }
  }, [key])
}
