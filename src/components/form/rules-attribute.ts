import type { z } from 'zod'
import type { MarkupRules } from '@/components/form/boot-checks'
import { rulesOf } from '@schemas/fields'

/**
 * A field's `data-rules` attribute: the rules its schema checks (fields.ts records them beside the
 * schema) and the name the error summary gives it, as JSON for the page's inline boot
 * (boot-checks.ts); undefined when the schema has none the boot can check.
 */
export function rulesAttribute(schema: z.ZodType, name?: string): string | undefined {
  const rules = rulesOf(schema)
  if (!rules) return undefined
  const markup: MarkupRules = name ? { ...rules, name } : rules
  return JSON.stringify(markup)
}
