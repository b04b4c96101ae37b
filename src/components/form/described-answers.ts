import type { CheckAnswersRow } from '@/components/form/check-answers'
import type { YesNoWords } from '@/components/form/bound-fields'
import { kebab } from '@/components/form/bound-fields'
import { labelOf } from '@schemas/fields'
import { type FieldDescription, fieldWords } from '@schemas/form-description'
import type { Language } from '@schemas/languages'

/**
 * Every answer for "Check your answers", in the form's order, each under its field's label and
 * pointing at its field's element id (as DescribedFields names them); a choice reads as the label
 * the person chose, a list as its labels, a yes/no in the page's words, all in `language`.
 */
export function describedAnswers(
  fields: readonly FieldDescription[],
  values: Record<string, unknown>,
  fieldId: (name: string) => string,
  yesNo: YesNoWords,
  language: Language = 'en',
): CheckAnswersRow[] {
  return fields.map((field) => {
    const value = values[field.key]
    const options = field.options ?? []
    const answer =
      field.control === 'yes-no'
        ? value === true
          ? yesNo.yes
          : value === false
            ? yesNo.no
            : ''
        : field.control === 'choice'
          ? labelOf(options, typeof value === 'string' ? value : '', language)
          : field.control === 'choices'
            ? (Array.isArray(value) ? value : [])
                .map((chosen) => labelOf(options, String(chosen), language))
                .join(', ')
            : typeof value === 'string'
              ? value.trim()
              : ''
    return {
      fieldId: fieldId(kebab(field.key)),
      question: fieldWords(field, language).label,
      answer,
      ...(field.control === 'long' ? { long: true } : {}),
    }
  })
}
