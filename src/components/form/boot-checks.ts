import { brokenRule, type FieldRules } from '@schemas/field-rules'
import { summaryMessage } from '@/components/form/summary-message'

/*
 * The checks the page's inline boot (src/boot.ts) makes on a Submit before the app is there: every
 * control whose markup carries `data-rules` (rendered by the form kit from the form's description,
 * rules-attribute.ts) is checked against them, with the same messages as the app's zod schema.
 * No React and no zod: the boot bundles this file, inlined in every form page.
 */

/** The rules as the markup carries them, with the name the error summary gives the field. */
export type MarkupRules = FieldRules & { name?: string }

/** A field the boot refuses: its control (or group), its message, and the summary's line. */
export interface Problem {
  control: HTMLElement
  message: string
  summary: string
}

/** The answer a control holds: its text, or whether a choice was made (a group, a checkbox). */
function answerOf(control: HTMLElement): string | boolean {
  if (control instanceof HTMLFieldSetElement) return !!control.querySelector('input:checked')
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked
  return (control as HTMLInputElement).value
}

/** Every field of `form` that breaks one of its rules, in reading order. */
export function checkForm(form: HTMLFormElement): Problem[] {
  const problems: Problem[] = []
  for (const control of form.querySelectorAll<HTMLElement>('[data-rules]')) {
    const rules = JSON.parse(control.dataset.rules ?? '{}') as MarkupRules
    const message = brokenRule(rules, answerOf(control))
    if (message) problems.push({ control, message, summary: summaryMessage(message, rules.name) })
  }
  return problems
}
