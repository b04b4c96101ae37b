import { isLanguage, type Language } from '@schemas/languages'
import type { CsvColumn } from './csv'
import { DEFAULT_VIEW, deskViewParams } from './desk-view'
import type { DeskTab } from '../types'

/*
 * The language a submission was made in (the page's address it was sent from), as the record, the
 * list's filter and the CSV show it. The desk is English for every reviewer, so the languages are
 * named in English here (the switch on the public pages names each in itself).
 */

export interface LanguageRow {
  language?: string | null
}

/** Each of the site's languages as a reviewer reads it. */
export const languageLabels: Record<Language, string> = { en: 'English', es: 'Spanish' }

/** A stored language in words; a value the desk does not know is shown as stored. */
export function languageLabel(value: string): string {
  return isLanguage(value) ? languageLabels[value] : value
}

/** The list of this kind narrowed to the submissions made in one language. */
export function languageListHref(kind: DeskTab, language: Language): string {
  return `/admin?${deskViewParams({ ...DEFAULT_VIEW, tab: kind, language }).toString()}`
}

/** The record's "Language" fact; it opens the list of submissions made in the same language. */
export function languageDetailField(kind: DeskTab, row: LanguageRow) {
  const language = row.language ?? null
  return {
    label: 'Language',
    value: language === null ? null : languageLabel(language),
    href: isLanguage(language) ? languageListHref(kind, language) : undefined,
  }
}

/** The export writes each value as stored (statuses, answers), so the language is its code. */
export const languageCsvColumn: CsvColumn<LanguageRow> = {
  header: 'Language',
  value: (row) => row.language,
}
