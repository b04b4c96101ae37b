/*
 * The error summary's words, shared by the app's summary (error-summary.tsx) and the one the
 * page's inline boot draws before the app is there (boot-error-summary.ts). No React here: the
 * boot bundles this file.
 */

import type { Language } from '@schemas/languages'

export const ERROR_SUMMARY_TITLE = 'There is a problem'

/** The summary's heading in each language. */
export const errorSummaryTitles: Record<Language, string> = {
  en: ERROR_SUMMARY_TITLE,
  es: 'Hay un problema',
}

/**
 * A field's message as the summary lists it: named after its field when the message does not say
 * which ("Relevant experience: please provide at least 50 characters"), as GOV.UK asks, since two
 * identical messages in one list cannot be told apart. The inline message keeps the spec's words.
 */
export function summaryMessage(message: string, name: string | undefined): string {
  const fieldName = name?.trim().replace(/[?:]+$/, '')
  if (!fieldName || message.toLowerCase().includes(fieldName.toLowerCase())) return message
  return `${fieldName}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`
}
