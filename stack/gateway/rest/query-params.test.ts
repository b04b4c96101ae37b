import { describe, expect, it } from 'vitest'
import { RestError } from './errors'
import {
  negotiate,
  parseFilter,
  parseLogicTree,
  parseOrder,
  parsePrefer,
  parseQueryParams,
  parseRangeHeader,
  parseSelect,
  resolveRange,
  splitTopLevel,
} from './query-params'

function errorOf(run: () => unknown): RestError {
  try {
    run()
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error('expected a RestError')
}

describe('splitTopLevel', () => {
  it('splits on commas outside quotes and parentheses only', () => {
    expect(splitTopLevel('a,"b,c",and(d,e),f')).toEqual(['a', '"b,c"', 'and(d,e)', 'f'])
  })

  it('keeps escaped quotes inside a quoted value', () => {
    expect(splitTopLevel('"a\\",b",c')).toEqual(['"a\\",b"', 'c'])
  })

  it('rejects unbalanced parentheses', () => {
    expect(() => splitTopLevel('and(a,b')).toThrow()
  })
})

describe('parseSelect', () => {
  it('reads *, plain columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'star' }])
    expect(parseSelect('')).toEqual([{ kind: 'star' }])
    expect(parseSelect('id, name:title,score::text,meta->a->>b')).toEqual([
      { kind: 'field', field: { column: 'id', path: [] }, alias: null, cast: null },
      { kind: 'field', field: { column: 'title', path: [] }, alias: 'name', cast: null },
      { kind: 'field', field: { column: 'score', path: [] }, alias: null, cast: 'text' },
      {
        kind: 'field',
        field: {
          column: 'meta',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: null,
        cast: null,
      },
    ])
  })

  it('reads a quoted column name', () => {
    expect(parseSelect('"first name"')).toEqual([
      { kind: 'field', field: { column: 'first name', path: [] }, alias: null, cast: null },
    ])
  })

  it('refuses embedded resources with 501 PGRST127', () => {
    const error = errorOf(() => parseSelect('id,profiles(name)'))
    expect(error.status).toBe(501)
    expect(error.code).toBe('PGRST127')
  })

  it('refuses SQL punctuation in a column name with PGRST100', () => {
    const error = errorOf(() => parseSelect('id;drop table x'))
    expect(error.status).toBe(400)
    expect(error.code).toBe('PGRST100')
    expect(error.message).toBe('failed to parse select parameter (id;drop table x)')
  })

  it('refuses a cast that is not a plain type name', () => {
    expect(errorOf(() => parseSelect('id::text);drop')).code).toBe('PGRST100')
  })
})

describe('parseFilter', () => {
  it('reads operator, negation and value', () => {
    expect(parseFilter('score', 'gte.5')).toMatchObject({
      field: { column: 'score', path: [] },
      op: 'gte',
      negate: false,
      value: '5',
    })
    expect(parseFilter('status', 'not.eq.new')).toMatchObject({
      op: 'eq',
      negate: true,
      value: 'new',
    })
  })

  it('keeps everything after the operator as the value, dots included', () => {
    expect(parseFilter('email', 'eq.a.b@c.d').value).toBe('a.b@c.d')
  })

  it('reads in-lists with quoted items', () => {
    expect(parseFilter('id', 'in.(1,"a,b","c\\"d")').list).toEqual(['1', 'a,b', 'c"d'])
    expect(parseFilter('id', 'in.()').list).toEqual([])
  })

  it('reads is with its five values, case-insensitively', () => {
    expect(parseFilter('x', 'is.NULL').value).toBe('null')
    expect(parseFilter('x', 'is.not_null').value).toBe('not_null')
    expect(errorOf(() => parseFilter('x', 'is.maybe')).code).toBe('PGRST100')
  })

  it('reads quantifiers and full-text configurations', () => {
    expect(parseFilter('name', 'ilike(any).{a*,b*}')).toMatchObject({
      op: 'ilike',
      quantifier: 'any',
      value: '{a*,b*}',
    })
    expect(parseFilter('doc', 'fts(english).cat')).toMatchObject({
      op: 'fts',
      ftsConfig: 'english',
      value: 'cat',
    })
  })

  it('refuses an unknown operator or a value without operator with PGRST100', () => {
    const unknown = errorOf(() => parseFilter('id', 'between.1'))
    expect(unknown.code).toBe('PGRST100')
    expect(unknown.message).toBe('failed to parse filter (between.1)')
    expect(errorOf(() => parseFilter('id', '5')).code).toBe('PGRST100')
    expect(errorOf(() => parseFilter('id', 'in.1,2')).code).toBe('PGRST100')
  })

  it('reads JSON paths in the column', () => {
    expect(parseFilter('meta->>kind', 'eq.x').field).toEqual({
      column: 'meta',
      path: [{ arrow: '->>', key: 'kind' }],
    })
  })
})

describe('parseLogicTree', () => {
  it('reads nested and/or trees with negation', () => {
    const tree = parseLogicTree('or', '(a.eq.1,not.and(b.gt.2,c.is.null))')
    expect(tree).toMatchObject({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', op: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'and',
          negate: true,
          children: [
            { kind: 'filter', op: 'gt', value: '2' },
            { kind: 'filter', op: 'is', value: 'null' },
          ],
        },
      ],
    })
  })

  it('unquotes quoted values that protect commas and parentheses', () => {
    const tree = parseLogicTree('or', '(title.eq."a, (b)",title.in.("x,y",z))')
    expect(tree.children[0]).toMatchObject({ value: 'a, (b)' })
    expect(tree.children[1]).toMatchObject({ list: ['x,y', 'z'] })
  })

  it('reads not.or as a negated tree', () => {
    expect(parseLogicTree('not.or', '(a.eq.1,b.eq.2)')).toMatchObject({ op: 'or', negate: true })
  })

  it('refuses a malformed tree with PGRST100', () => {
    expect(errorOf(() => parseLogicTree('or', 'a.eq.1')).code).toBe('PGRST100')
    expect(errorOf(() => parseLogicTree('or', '(a.eq.1,b)')).code).toBe('PGRST100')
    expect(errorOf(() => parseLogicTree('or', '(a.eq.1')).code).toBe('PGRST100')
  })
})

describe('parseOrder', () => {
  it('reads directions and null placement', () => {
    expect(parseOrder('created_at.desc,name,score.asc.nullslast,x.nullsfirst')).toEqual([
      { field: { column: 'created_at', path: [] }, direction: 'desc', nulls: null },
      { field: { column: 'name', path: [] }, direction: null, nulls: null },
      { field: { column: 'score', path: [] }, direction: 'asc', nulls: 'last' },
      { field: { column: 'x', path: [] }, direction: null, nulls: 'first' },
    ])
  })

  it('refuses an unknown modifier with PGRST100', () => {
    const error = errorOf(() => parseOrder('id.sideways'))
    expect(error.code).toBe('PGRST100')
    expect(error.message).toBe('failed to parse order (id.sideways)')
  })
})

describe('parseQueryParams', () => {
  it('separates reserved parameters from filters', () => {
    const search = new URLSearchParams(
      'select=id,title&order=id.desc&limit=10&offset=20&status=eq.new&or=(a.eq.1,b.eq.2)&columns="a","b"&on_conflict=slug',
    )
    const params = parseQueryParams(search)
    expect(params.select).toHaveLength(2)
    expect(params.order).toHaveLength(1)
    expect(params.limit).toBe(10)
    expect(params.offset).toBe(20)
    expect(params.columns).toEqual(['a', 'b'])
    expect(params.onConflict).toEqual(['slug'])
    expect(params.conditions.map((condition) => condition.kind)).toEqual(['filter', 'logic'])
  })

  it('keeps repeated filters on one column (all must hold)', () => {
    const params = parseQueryParams(new URLSearchParams('id=gt.1&id=lt.5'))
    expect(params.conditions).toHaveLength(2)
  })

  it('hands RPC argument names to args instead of filters', () => {
    const params = parseQueryParams(new URLSearchParams('a=1&b=eq.2'), (key) => key === 'a')
    expect([...params.args]).toEqual([['a', '1']])
    expect(params.conditions).toHaveLength(1)
  })

  it('refuses filters on embedded resources with 501 and a bad limit with 400', () => {
    expect(errorOf(() => parseQueryParams(new URLSearchParams('profiles.name=eq.x'))).status).toBe(
      501,
    )
    expect(errorOf(() => parseQueryParams(new URLSearchParams('limit=ten'))).code).toBe('PGRST100')
    expect(errorOf(() => parseQueryParams(new URLSearchParams('offset=-1'))).code).toBe('PGRST100')
  })
})

describe('parsePrefer', () => {
  it('reads the combined header supabase-js sends', () => {
    expect(parsePrefer('count=exact, return=representation')).toMatchObject({
      count: 'exact',
      return: 'representation',
      invalid: [],
    })
    expect(parsePrefer(['resolution=merge-duplicates', 'missing=default'])).toMatchObject({
      resolution: 'merge-duplicates',
      missingDefault: true,
    })
    expect(parsePrefer(undefined)).toMatchObject({ return: null, count: null })
  })

  it('ignores unknown preferences unless handling=strict', () => {
    expect(parsePrefer('return=everything').invalid).toEqual(['return=everything'])
    expect(errorOf(() => parsePrefer('handling=strict, return=everything')).code).toBe('PGRST122')
  })
})

describe('ranges', () => {
  it('reads the Range header', () => {
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 })
    expect(parseRangeHeader('items=5-')).toEqual({ offset: 5, limit: null })
    expect(parseRangeHeader('bytes')).toBeNull()
    expect(errorOf(() => parseRangeHeader('9-0')).status).toBe(416)
  })

  it('intersects limit/offset with the Range header and caps at max rows', () => {
    expect(resolveRange({ limit: null, offset: null }, null, 1000)).toEqual({
      offset: 0,
      limit: 1000,
    })
    expect(resolveRange({ limit: 5000, offset: 10 }, null, 1000)).toEqual({
      offset: 10,
      limit: 1000,
    })
    expect(resolveRange({ limit: 10, offset: 0 }, { offset: 5, limit: 20 }, 1000)).toEqual({
      offset: 5,
      limit: 5,
    })
    expect(resolveRange({ limit: 2, offset: 0 }, { offset: 5, limit: 20 }, 1000)).toEqual({
      offset: 5,
      limit: 0,
    })
  })
})

describe('negotiate', () => {
  it('chooses the response shape from Accept', () => {
    expect(negotiate(undefined)).toBe('array')
    expect(negotiate('application/json')).toBe('array')
    expect(negotiate('application/vnd.pgrst.object+json')).toBe('object')
    expect(negotiate('text/html;q=0.5, application/vnd.pgrst.object+json;q=0.9')).toBe('object')
    expect(negotiate('text/csv')).toBe('csv')
  })

  it('answers an unavailable media type with 406 PGRST107', () => {
    const error = errorOf(() => negotiate('application/xml'))
    expect(error.status).toBe(406)
    expect(error.code).toBe('PGRST107')
  })
})
