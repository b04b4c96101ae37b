import { useCallback, useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { draftOf, forgetDraft, readDraft, writeDraft } from '@/components/form/form-draft-storage'

/**
 * Keeps every answer of the form in sessionStorage while the visitor types (form-draft-storage.ts),
 * restores them after a reload or a failed send, and forgets them once the submission succeeded
 * (call `clearDraft`). Restoring happens after mount so the prerendered HTML and the first client
 * render stay identical.
 */
export function useSessionDraft<T extends FieldValues, TOutput = T>(
  key: string,
  form: UseFormReturn<T, unknown, TOutput>,
) {
  const { setValue, watch, formState } = form
  const defaults = formState.defaultValues as Record<string, unknown> | undefined

  useEffect(() => {
    const empty = defaults ?? {}
    for (const [name, value] of Object.entries(readDraft(key, empty))) {
      setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true })
    }
    const subscription = watch((values) => {
      writeDraft(key, draftOf(values as Record<string, unknown>, empty))
    })
    return () => subscription.unsubscribe()
    // The defaults are fixed for a form's lifetime; read once on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setValue, watch])

  return useCallback(() => forgetDraft(key), [key])
}
