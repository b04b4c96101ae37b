import type { Language } from '@schemas/languages'

/**
 * A submission's JSON with the language its form was filled in, beside the answers and the visit's
 * attribution: the intake RPCs store it (a submission without one is English) and the desk shows,
 * filters and exports it. The form passes its page's language (`useLanguage()`).
 */
export function withSubmissionLanguage<Row extends object>(
  row: Row,
  language: Language,
): Row & { language: Language } {
  return { ...row, language }
}
