import { useEffect } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * Clears a field's error as soon as that field is edited (spec section 2). The field is checked
 * again on the next submit, not while the visitor is still typing.
 */
export function useClearErrorOnEdit<T extends FieldValues, TOutput = T>(
  form: UseFormReturn<T, unknown, TOutput>,
) {
  const { clearErrors, watch, getFieldState } = form
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (!name || type !== 'change') return
      // Array fields (checkbox groups) report `interests.1`; the error sits on `interests`.
      const field = name.split('.')[0] as Path<T>
      if (getFieldState(field).error) clearErrors(field)
    })
    return () => subscription.unsubscribe()
  }, [watch, clearErrors, getFieldState])
}
