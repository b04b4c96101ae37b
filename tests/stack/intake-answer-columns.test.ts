/**
 * The SQL list of each intake table's answer columns (private.intake_answer_columns, migration
 * 20251101020000_intake.sql) is the forms' descriptions' list
 * (supabase/functions/_shared/schemas/), and the insert grant and desk view the helper built from
 * it carry exactly those answers: a field added to a description without its migration (or the
 * other way round) fails here.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allianceRegistrationForm } from '@schemas/alliance-registration'
import { coachApplicationForm } from '@schemas/coach-application'
import { contactForm } from '@schemas/contact'
import { answerColumns, type FormDescription } from '@schemas/form-description'
import { languages } from '@schemas/languages'
import { getTestStack, type TestStack } from '../support/test-stack'

const FORMS: FormDescription[] = [coachApplicationForm, contactForm, allianceRegistrationForm]
const ATTRIBUTION = ['landing_page', 'referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign']
/** What a submission carries besides its answers: the visit's attribution and its language. */
const CONTEXT = [...ATTRIBUTION, 'language']

let stack: TestStack
let db: pg.Client

beforeAll(async () => {
  stack = await getTestStack()
  db = new pg.Client({ connectionString: stack.dbUrl })
  await db.connect()
})

afterAll(async () => {
  await db?.end()
  await stack?.stop()
})

const sorted = (values: readonly string[]) => [...values].sort()

describe.each(FORMS.map((form) => [form.kind, form] as const))('%s', (_kind, form) => {
  it('the SQL list names the description’s columns, optional where the description says so', async () => {
    const { rows } = await db.query<{ column_name: string; optional: boolean }>(
      'select column_name, optional from private.intake_answer_columns where record_kind = $1',
      [form.kind],
    )
    expect(sorted(rows.map((row) => row.column_name))).toEqual(sorted(answerColumns(form)))
    const optionalInSql = rows.filter((row) => row.optional).map((row) => row.column_name)
    const optionalInDescription = form.fields
      .filter((field) => field.optional)
      .flatMap((field) => [...field.columns])
    // The alliance's phone and message were always named by the form: optional as answers, but
    // required in a call (see the migration); every column optional in SQL is optional here.
    for (const column of optionalInSql) expect(optionalInDescription).toContain(column)
  })

  it('visitors may insert exactly the answers, the idempotency key, the attribution and the language', async () => {
    const { rows } = await db.query<{ attname: string }>(
      `select a.attname from pg_attribute a
       where a.attrelid = ('public.' || $1)::regclass and a.attnum > 0 and not a.attisdropped
         and has_column_privilege('anon', a.attrelid, a.attnum, 'INSERT')`,
      [form.table],
    )
    expect(sorted(rows.map((row) => row.attname))).toEqual(
      sorted([...answerColumns(form), 'idempotency_key', ...CONTEXT]),
    )
  })

  it('the desk view carries every answer', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = $1`,
      [`${form.table}_desk`],
    )
    const columns = rows.map((row) => row.column_name)
    for (const column of answerColumns(form)) expect(columns).toContain(column)
  })
})

describe('the language a submission was made in', () => {
  it('the database accepts exactly the site’s languages (private.is_language, the CHECKs)', async () => {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_functiondef('private.is_language(text)'::regprocedure) as definition`,
    )
    const listed = [...rows[0]!.definition.matchAll(/'([a-z]+)'/g)].map((match) => match[1]!)
    expect(sorted(listed)).toEqual(sorted(languages))
    const { rows: accepted } = await db.query<{ value: string; ok: boolean }>(
      `select value, private.is_language(value) as ok
       from unnest($1::text[]) as value`,
      [[...languages, 'fr', 'EN', '']],
    )
    expect(accepted.filter((row) => row.ok).map((row) => row.value)).toEqual([...languages])
  })
})
