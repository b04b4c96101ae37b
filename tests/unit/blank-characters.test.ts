import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeContactSubmission } from '../support/factories'
import { BLANK_CHARACTERS, BLANK_RANGES, postgresBlankPattern } from '@schemas/blank-characters'
import { contactFormSchema, contactPayloadSchema } from '@schemas/contact'
import { hasVisibleText } from '@schemas/fields'

/** The characters a security run stored as required answers. */
const STORED_BEFORE = [0xfe0f, 0x3164, 0x115f, 0x1160, 0xffa0, 0x2800, 0xe0020, 0x1d173]

const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff
const inList = (codePoint: number) =>
  BLANK_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)

/** The definition: Unicode's properties plus the fillers that are not default-ignorable. */
const UNICODE_BLANK = /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Cc}\u2800]$/u

const migrationsDir = resolve(__dirname, '../../supabase/migrations')

/**
 * The bracket expression of private.has_visible_text() as the newest migration that defines it
 * writes it (the first regexp_replace after the definition: the file holds other functions too).
 */
function databasePattern(): string {
  const definition = /function private\.has_visible_text\(value text\)/
  const newest = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(resolve(migrationsDir, name), 'utf8'))
    .filter((sql) => definition.test(sql))
    .at(-1)
  const body = newest?.slice(newest.search(definition)) ?? ''
  const pattern = /regexp_replace\(\s*value,\s*'(\[[^']+\])'/.exec(body)?.[1]
  if (!pattern) throw new Error('no migration defines private.has_visible_text()')
  return pattern
}

/** PostgreSQL's \uXXXX and \UXXXXXXXX escapes read as a JavaScript `u` regular expression. */
function postgresPatternAsRegExp(pattern: string): RegExp {
  const js = pattern
    .replace(/\\U([0-9a-fA-F]{8})/g, (_, hex: string) => `\\u{${hex}}`)
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => `\\u{${hex}}`)
  return new RegExp(`^${js}$`, 'u')
}

describe('one list of blank characters', () => {
  it('is exactly Unicode’s default-ignorable and whitespace characters, controls and the fillers', () => {
    const disagreements: string[] = []
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (isSurrogate(codePoint)) continue
      if (UNICODE_BLANK.test(String.fromCodePoint(codePoint)) !== inList(codePoint)) {
        disagreements.push(codePoint.toString(16))
      }
    }
    expect(disagreements).toEqual([])
  })

  it.each(STORED_BEFORE.map((codePoint) => [codePoint.toString(16).toUpperCase(), codePoint]))(
    'U+%s, stored before, is on the list',
    (_, codePoint) => expect(inList(codePoint)).toBe(true),
  )

  it('the forms and the edge functions treat exactly the listed characters as blank', () => {
    const disagreements: string[] = []
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (isSurrogate(codePoint)) continue
      if (hasVisibleText(String.fromCodePoint(codePoint)) === inList(codePoint)) {
        disagreements.push(codePoint.toString(16))
      }
    }
    expect(disagreements).toEqual([])
    // The global expression keeps no state between calls.
    expect(BLANK_CHARACTERS.flags).toContain('u')
  })

  it('the database’s CHECK function holds the list’s pattern, character for character', () => {
    const pattern = databasePattern()
    expect(pattern).toBe(postgresBlankPattern())
    const database = postgresPatternAsRegExp(pattern)
    const disagreements: string[] = []
    // PostgreSQL text cannot hold U+0000, so the comparison starts at U+0001.
    for (let codePoint = 1; codePoint <= 0x10ffff; codePoint += 1) {
      if (isSurrogate(codePoint)) continue
      if (database.test(String.fromCodePoint(codePoint)) !== inList(codePoint)) {
        disagreements.push(codePoint.toString(16))
      }
    }
    expect(disagreements).toEqual([])
  })

  it.each(STORED_BEFORE.map((codePoint) => [codePoint.toString(16).toUpperCase(), codePoint]))(
    'a contact form and the contact function refuse a first name of only U+%s',
    (_, codePoint) => {
      const values = makeContactSubmission({ firstName: String.fromCodePoint(codePoint) })
      for (const schema of [contactFormSchema, contactPayloadSchema]) {
        const result = schema.safeParse(values)
        expect(result.success).toBe(false)
        expect(result.error?.issues.map((issue) => issue.message)).toContain(
          'First name is required',
        )
      }
    },
  )
})
