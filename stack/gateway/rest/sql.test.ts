import { describe, expect, it } from 'vitest'
import type { ColumnInfo, FunctionInfo, TableInfo } from './catalog'
import { functionFromRow } from './catalog'
import { RestError, toRestError } from './errors'
import { parseQueryParams, parseSelect } from './query-params'
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  qualifiedName,
  tableSource,
} from './sql'

function columns(...names: string[]): Map<string, ColumnInfo> {
  return new Map(names.map((name) => [name, { name, type: name === 'id' ? 'bigint' : 'text' }]))
}

const notes: TableInfo = {
  name: 'notes',
  columns: columns('id', 'title', 'status', 'meta', 'score'),
  primaryKey: ['id'],
}

function read(
  query: string,
  table: TableInfo = notes,
  extra: Partial<Parameters<typeof buildRead>[0]> = {},
) {
  const params = parseQueryParams(new URLSearchParams(query))
  return buildRead({
    source: tableSource(table),
    from: qualifiedName(table.name),
    select: params.select,
    conditions: params.conditions,
    order: params.order,
    offset: 0,
    limit: 1000,
    count: false,
    format: 'json',
    ...extra,
  })
}

function errorOf(run: () => unknown): RestError {
  try {
    run()
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error('expected a RestError')
}

describe('buildRead', () => {
  it('quotes identifiers and binds every value as a parameter', () => {
    const evil = "x'; drop table notes; --"
    const statement = read(`select=id,title&title=eq.${encodeURIComponent(evil)}&order=id.desc`)
    expect(statement.text).toContain('"public"."notes"."id" AS "id"')
    expect(statement.text).toContain('WHERE "public"."notes"."title" = $1')
    expect(statement.text).toContain('ORDER BY "public"."notes"."id" DESC')
    expect(statement.text).not.toContain('drop table')
    expect(statement.values).toEqual([evil])
  })

  it('doubles quotes inside identifiers', () => {
    const odd: TableInfo = { name: 'we"ird', columns: columns('a"b'), primaryKey: [] }
    const statement = read(new URLSearchParams({ select: '"a\\"b"' }).toString(), odd)
    expect(statement.text).toContain('"public"."we""ird"."a""b"')
  })

  it('refuses a column the catalog does not know with 42703', () => {
    const error = errorOf(() => read('select=id&nope=eq.1'))
    expect(error).toMatchObject({
      status: 400,
      code: '42703',
      message: 'column notes.nope does not exist',
    })
    expect(errorOf(() => read('select=secret')).code).toBe('42703')
    expect(errorOf(() => read('order=secret.desc')).code).toBe('42703')
  })

  it('translates in, is, like and negation', () => {
    const statement = read('id=in.(1,2)&status=not.is.null&title=ilike.*Ab*&score=not.eq.3')
    expect(statement.text).toContain('"public"."notes"."id" = ANY($1)')
    expect(statement.text).toContain('NOT ("public"."notes"."status" IS NULL)')
    expect(statement.text).toContain('("public"."notes"."title")::text ILIKE $2')
    expect(statement.text).toContain('NOT ("public"."notes"."score" = $3)')
    expect(statement.values).toEqual([['1', '2'], '%Ab%', '3'])
  })

  it('translates logic trees into parenthesised AND/OR', () => {
    const statement = read(
      'or=(status.eq.new,and(score.gt.1,score.lt.5))&not.and=(id.eq.1,id.eq.2)',
    )
    expect(statement.text).toContain(
      '("public"."notes"."status" = $1 OR ("public"."notes"."score" > $2 AND "public"."notes"."score" < $3))',
    )
    expect(statement.text).toContain(
      'NOT ("public"."notes"."id" = $4 AND "public"."notes"."id" = $5)',
    )
  })

  it('binds JSON path keys and inlines only integer indexes', () => {
    const statement = read("select=kind:meta->>kind,first:meta->0&meta->>x'y=eq.1")
    expect(statement.text).toContain('("public"."notes"."meta"->>$1::text) AS "kind"')
    expect(statement.text).toContain('("public"."notes"."meta"->0) AS "first"')
    expect(statement.values).toEqual(['kind', "x'y", '1'])
  })

  it('adds an exact count over the same filters only when asked', () => {
    expect(read('status=eq.new').text).toContain('NULL::bigint AS total')
    const counted = read('status=eq.new', notes, { count: true })
    expect(counted.text).toContain(
      '(SELECT pg_catalog.count(*) FROM (SELECT 1 FROM "public"."notes" WHERE "public"."notes"."status" = $1) _pgrst_c)',
    )
  })

  it('applies limit and offset as validated integers', () => {
    const statement = read('', notes, { limit: 25, offset: 50 })
    expect(statement.text).toContain('LIMIT 25 OFFSET 50')
  })

  it('casts only to known type names and answers 501 for the rest', () => {
    expect(read('select=score::int').text).toContain('CAST("public"."notes"."score" AS integer)')
    expect(errorOf(() => read('select=score::pg_sleep')).code).toBe('PGRST127')
  })
})

describe('mutations', () => {
  it('inserts through json_populate_recordset with only the given columns and no RETURNING by default', () => {
    const [statement] = buildInsert({
      table: notes,
      runs: [{ columns: ['title', 'status'], json: '[{"title":"a","status":"new"}]' }],
      onConflict: null,
      returning: null,
      format: 'none',
    })
    expect(statement!.text).toBe(
      'INSERT INTO "public"."notes" ("title", "status") SELECT "title", "status" FROM ' +
        'pg_catalog.json_populate_recordset(NULL::"public"."notes", $1::json) _pgrst_body',
    )
    expect(statement!.values).toEqual(['[{"title":"a","status":"new"}]'])
  })

  it('returns rows shaped by select when representation is asked for', () => {
    const [statement] = buildInsert({
      table: notes,
      runs: [{ columns: ['title'], json: '[]' }],
      onConflict: null,
      returning: parseSelect('id,name:title'),
      format: 'json',
    })
    expect(statement!.text).toContain('RETURNING "id", "title"')
    expect(statement!.text).toContain('"_pgrst_m"."title" AS "name"')
  })

  it('refuses an unknown body column with PGRST204', () => {
    const error = errorOf(() =>
      buildInsert({
        table: notes,
        runs: [{ columns: ['title', 'bogus'], json: '[]' }],
        onConflict: null,
        returning: null,
        format: 'none',
      }),
    )
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'bogus' column of 'notes' in the schema cache",
    })
  })

  it('builds upserts that set every body column again, the key included, as PostgREST does', () => {
    const [statement] = buildInsert({
      table: notes,
      runs: [{ columns: ['id', 'title'], json: '[]' }],
      onConflict: { columns: ['id'], action: 'merge' },
      returning: null,
      format: 'none',
    })
    expect(statement!.text).toContain(
      'ON CONFLICT ("id") DO UPDATE SET "id" = EXCLUDED."id", "title" = EXCLUDED."title" WHERE',
    )
  })

  it('updates the given columns from the JSON body under the filters', () => {
    const params = parseQueryParams(new URLSearchParams('id=eq.7'))
    const statement = buildUpdate({
      table: notes,
      columns: ['status'],
      json: '{"status":"done"}',
      conditions: params.conditions,
      returning: null,
      format: 'none',
    })
    expect(statement.text).toBe(
      'UPDATE "public"."notes" SET ("status") = (SELECT "status" FROM ' +
        'pg_catalog.json_populate_record(NULL::"public"."notes", $1::json) _pgrst_body) WHERE "public"."notes"."id" = $2',
    )
    expect(statement.values).toEqual(['{"status":"done"}', '7'])
  })

  it('refuses an update or delete without a filter (21000)', () => {
    expect(
      errorOf(() =>
        buildUpdate({
          table: notes,
          columns: ['status'],
          json: '{}',
          conditions: [],
          returning: null,
          format: 'none',
        }),
      ),
    ).toMatchObject({ status: 400, code: '21000', message: 'UPDATE requires a WHERE clause' })
    expect(
      errorOf(() => buildDelete({ table: notes, conditions: [], returning: null, format: 'none' }))
        .message,
    ).toBe('DELETE requires a WHERE clause')
  })
})

describe('buildRpc', () => {
  const add: FunctionInfo = functionFromRow({
    name: 'add',
    returns_set: false,
    volatility: 'i',
    defaults: 1,
    return_type: 'integer',
    return_typtype: 'b',
    arg_names: ['a', 'b'],
    arg_modes: [],
    arg_types: ['integer', 'integer'],
    return_columns: null,
  })

  it('passes named arguments through json_to_record with the catalog types', () => {
    const statement = buildRpc({
      fn: add,
      args: { kind: 'named', names: ['a'], json: '{"a":1}' },
      select: [{ kind: 'star' }],
      conditions: [],
      order: [],
      offset: 0,
      limit: 1000,
      count: false,
      format: 'json',
    })
    expect(statement.text).toContain(
      'pg_catalog.json_to_record($1::json) AS _pgrst_args("a" integer)',
    )
    expect(statement.text).toContain('"public"."add"("a" := _pgrst_args."a")')
    expect(statement.values).toEqual(['{"a":1}'])
  })

  it('reads RETURNS TABLE columns as a composite result that filters apply to', () => {
    const fn = functionFromRow({
      name: 'top',
      returns_set: true,
      volatility: 's',
      defaults: 0,
      return_type: 'record',
      return_typtype: 'p',
      arg_names: ['n', 'id', 'title'],
      arg_modes: ['i', 't', 't'],
      arg_types: ['integer', 'bigint', 'text'],
      return_columns: null,
    })
    expect(fn.params).toEqual([{ name: 'n', type: 'integer' }])
    expect([...fn.returnColumns!.keys()]).toEqual(['id', 'title'])
    const params = parseQueryParams(new URLSearchParams('select=title&id=gt.3'))
    const statement = buildRpc({
      fn,
      args: { kind: 'named', names: ['n'], json: '{"n":5}' },
      select: params.select,
      conditions: params.conditions,
      order: [],
      offset: 0,
      limit: 1000,
      count: false,
      format: 'json',
    })
    expect(statement.text).toContain('WITH _pgrst_src AS MATERIALIZED')
    expect(statement.text).toContain('WHERE "_pgrst_src"."id" > $2')
  })
})

describe('toRestError', () => {
  it('maps SQLSTATEs to PostgREST statuses', () => {
    const cases: [string, string, number][] = [
      ['42501', 'anon', 401],
      ['42501', 'authenticated', 403],
      ['23505', 'anon', 409],
      ['23503', 'anon', 409],
      ['23514', 'anon', 400],
      ['23502', 'anon', 400],
      ['22P02', 'anon', 400],
      ['P0001', 'anon', 400],
      ['42P01', 'anon', 404],
      ['42883', 'anon', 404],
      ['25006', 'anon', 405],
      ['40001', 'anon', 500],
      ['53300', 'anon', 503],
      ['PT418', 'anon', 418],
    ]
    for (const [code, role, status] of cases) {
      const error = toRestError({ code, message: 'm' }, role as 'anon')
      expect([code, error.status]).toEqual([code, status])
    }
  })

  it('keeps message, detail and hint in the PostgREST body', () => {
    const error = toRestError(
      { code: '23505', message: 'dup', detail: 'Key (k)=(a) already exists.', hint: '' },
      'anon',
    )
    expect(error.toBody()).toEqual({
      code: '23505',
      message: 'dup',
      details: 'Key (k)=(a) already exists.',
      hint: null,
    })
  })

  it("honours RAISE SQLSTATE 'PGRST' with a JSON message and detail", () => {
    const error = toRestError(
      {
        code: 'PGRST',
        message: '{"code":"123","message":"Payment Required"}',
        detail: '{"status":402,"headers":{"X-A":"1"}}',
      },
      'anon',
    )
    expect(error).toMatchObject({
      status: 402,
      code: '123',
      message: 'Payment Required',
      headers: { 'X-A': '1' },
    })
  })

  it('reports a failed connection as 503 PGRST000', () => {
    expect(toRestError(new Error('connect ECONNREFUSED'), 'anon')).toMatchObject({
      status: 503,
      code: 'PGRST000',
    })
  })
})
