import { describe, expect, it, vi } from 'vitest'
import { makeStoredContactSubmission } from '../../../../tests/support/factories'
import { applyListFilter, type DeskQuery } from '../api/desk-query'
import { contactCsvColumns } from './csv-columns'
import { toCsv } from './csv'
import {
  changeDeskView,
  DEFAULT_VIEW,
  deskViewParams,
  listFilter,
  parseDeskView,
} from './desk-view'
import { languageDetailField } from './language-fields'
import type { ContactSubmission } from '../types'

// The list's query builder is exercised with a stand-in; no client is made.
vi.mock('@/lib/supabase', () => ({ supabase: {} }))

describe('the language a submission was made in, in the desk', () => {
  const spanish = makeStoredContactSubmission({ language: 'es' }) as ContactSubmission

  it('names it on the record in English and links to the list of the same language', () => {
    const field = languageDetailField('contacts', spanish)
    expect(field).toMatchObject({ label: 'Language', value: 'Spanish' })
    const view = parseDeskView(new URL(field.href!, 'https://desk.test').searchParams)
    expect(view).toMatchObject({ tab: 'contacts', language: 'es' })
    expect(languageDetailField('contacts', { language: 'en' }).value).toBe('English')
  })

  it('puts it in the CSV as stored, like the statuses and answers', () => {
    const [header, line] = toCsv(contactCsvColumns, [spanish])
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    const columns = header!.split(',')
    expect(columns).toContain('Language')
    expect(line!.split(',')[columns.indexOf('Language')]).toBe('es')
  })

  it('keeps the filter in the address, and ignores a language the site does not have', () => {
    const view = parseDeskView(new URLSearchParams('tab=alliance&language=es'))
    expect(view.language).toBe('es')
    expect(deskViewParams(view).get('language')).toBe('es')
    expect(listFilter(view)).toMatchObject({ language: 'es' })
    expect(parseDeskView(new URLSearchParams('language=fr')).language).toBeNull()
    // The list's key stays as it was when no language is chosen.
    expect(listFilter(DEFAULT_VIEW)).not.toHaveProperty('language')
  })

  it('a new language starts the list again at page 1', () => {
    expect(changeDeskView({ ...DEFAULT_VIEW, page: 3 }, { language: 'es' }).page).toBe(0)
  })

  it('asks the desk view for that language only', () => {
    const eq = vi.fn()
    const query = { eq } as unknown as DeskQuery
    eq.mockReturnValue(query)
    applyListFilter(query, { status: null, search: '', language: 'es' })
    expect(eq).toHaveBeenCalledWith('language', 'es')
  })
})
