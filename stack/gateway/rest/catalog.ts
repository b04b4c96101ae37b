/**
 * The schema cache: tables, views and functions of the `public` schema read from pg_catalog
 * (information_schema would hide objects the authenticator role has no privilege on; access is
 * decided later by PostgreSQL itself, under the caller's role). Reloaded when a name is not
 * found (a migration may just have added it) and after MAX_AGE_MS, one reload at a time.
 */
import type pg from 'pg'

export const SCHEMA = 'public'

export interface ColumnInfo {
  name: string
  /** The type without its modifier (`character varying`, `public.app_role`), for casts. */
  type: string
  /**
   * The column's default as SQL (an identity column's as its sequence's nextval), for
   * `Prefer: missing=default`; absent for columns without one and for function results.
   */
  default?: string | null
}

export interface TableInfo {
  name: string
  columns: Map<string, ColumnInfo>
  primaryKey: string[]
  /**
   * Computed fields: functions of the `public` schema whose one required parameter is this
   * table's row type and that return one value; PostgREST selects, filters and orders by them as
   * if they were columns (field name → function name).
   */
  computed?: Map<string, string>
}

export interface FunctionParam {
  name: string
  type: string
}

export interface FunctionInfo {
  name: string
  /** Input parameters in order; unnamed ones have name ''. */
  params: FunctionParam[]
  /** How many trailing params have defaults. */
  defaults: number
  returnsSet: boolean
  returnType: string
  /** composite: rows with columns; scalar: one value; void: nothing. */
  returnKind: 'composite' | 'scalar' | 'void'
  returnColumns: Map<string, ColumnInfo> | null
  volatility: 'immutable' | 'stable' | 'volatile'
}

export interface Catalog {
  tables: Map<string, TableInfo>
  functions: Map<string, FunctionInfo[]>
}

const TABLES_SQL = `
select c.relname as name,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null),
      'default', case
        when a.attidentity in ('a', 'd') then format('pg_catalog.nextval(%L::regclass)',
          pg_catalog.pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
        when a.attgenerated = '' then pg_catalog.pg_get_expr(d.adbin, d.adrelid)
      end) order by a.attnum)
    from pg_catalog.pg_attribute a
    left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(a.attname order by k.ord)
    from pg_catalog.pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.provolatile as volatility,
  p.pronargdefaults as defaults, format_type(p.prorettype, null) as return_type,
  t.typtype as return_typtype,
  coalesce(p.proargnames, '{}') as arg_names,
  coalesce(p.proargmodes::text[], '{}') as arg_modes,
  array(select format_type(x.oid, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
    with ordinality as x(oid, ord) order by x.ord) as arg_types,
  case when t.typrelid <> 0 then
    (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
      from pg_catalog.pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
  end as return_columns
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type t on t.oid = p.prorettype
where n.nspname = $1 and p.prokind = 'f'`

const COMPUTED_SQL = `
select c.relname as table_name, p.proname as name
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_class c on c.reltype = p.proargtypes[0]
join pg_catalog.pg_namespace cn on cn.oid = c.relnamespace
where n.nspname = $1 and cn.nspname = $1 and p.prokind = 'f' and not p.proretset
  and p.pronargs >= 1 and p.pronargs - p.pronargdefaults <= 1
  and p.prorettype <> 'pg_catalog.void'::pg_catalog.regtype
  and c.relkind in ('r', 'v', 'm', 'f', 'p')`

interface ComputedRow {
  table_name: string
  name: string
}

interface TableRow {
  name: string
  columns: ColumnInfo[]
  primary_key: string[]
}

interface FunctionRow {
  name: string
  returns_set: boolean
  volatility: 'i' | 's' | 'v'
  defaults: number
  return_type: string
  return_typtype: string
  arg_names: string[]
  arg_modes: string[]
  arg_types: string[]
  return_columns: ColumnInfo[] | null
}

function toMap(columns: ColumnInfo[]): Map<string, ColumnInfo> {
  return new Map(columns.map((column) => [column.name, column]))
}

export function functionFromRow(row: FunctionRow): FunctionInfo {
  const params: FunctionParam[] = []
  const outColumns: ColumnInfo[] = []
  row.arg_types.forEach((type, index) => {
    const mode = row.arg_modes[index] ?? 'i'
    const name = row.arg_names[index] ?? ''
    if (mode === 'i' || mode === 'b' || mode === 'v') params.push({ name, type })
    if (mode === 'o' || mode === 'b' || mode === 't') outColumns.push({ name, type })
  })
  let returnKind: FunctionInfo['returnKind'] = 'scalar'
  let returnColumns: Map<string, ColumnInfo> | null = null
  if (row.return_type === 'void') {
    returnKind = 'void'
  } else if (row.return_columns) {
    returnKind = 'composite'
    returnColumns = toMap(row.return_columns)
  } else if (row.return_type === 'record' && outColumns.length > 0) {
    returnKind = 'composite'
    returnColumns = toMap(outColumns)
  } else if (row.return_type === 'record') {
    // An anonymous record needs a column definition list the caller cannot give over HTTP.
    returnKind = 'composite'
    returnColumns = null
  }
  return {
    name: row.name,
    params,
    defaults: row.defaults,
    returnsSet: row.returns_set,
    returnType: row.return_type,
    returnKind,
    returnColumns,
    volatility:
      row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile',
  }
}

const UNNAMED_PARAM_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml'])

/**
 * PostgREST's schema cache leaves out functions it could never call (SchemaCache.hs,
 * `callable`): more than one unnamed parameter, or one of a type no request body can carry.
 */
export function isCallable(fn: FunctionInfo): boolean {
  const unnamed = fn.params.filter((param) => param.name === '')
  if (unnamed.length === 0) return true
  return unnamed.length === 1 && UNNAMED_PARAM_TYPES.has(unnamed[0]!.type)
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The order PostgREST lists overloads in (Routine.hs, `instance Ord Routine`): fewer parameters
 * first, then parameter by parameter, by name and then by type.
 */
export function compareOverloads(a: FunctionInfo, b: FunctionInfo): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length
  for (let i = 0; i < a.params.length; i++) {
    const order =
      compareText(a.params[i]!.name, b.params[i]!.name) ||
      compareText(a.params[i]!.type, b.params[i]!.type)
    if (order !== 0) return order
  }
  return 0
}

export async function loadCatalog(pool: pg.Pool): Promise<Catalog> {
  const [tables, functions, computed] = await Promise.all([
    pool.query<TableRow>(TABLES_SQL, [SCHEMA]),
    pool.query<FunctionRow>(FUNCTIONS_SQL, [SCHEMA]),
    pool.query<ComputedRow>(COMPUTED_SQL, [SCHEMA]),
  ])
  const catalog: Catalog = { tables: new Map(), functions: new Map() }
  for (const row of tables.rows) {
    catalog.tables.set(row.name, {
      name: row.name,
      columns: toMap(row.columns),
      primaryKey: row.primary_key,
      computed: new Map(),
    })
  }
  for (const row of computed.rows) {
    const table = catalog.tables.get(row.table_name)
    // A real column of the same name wins, as in PostgREST.
    if (table && !table.columns.has(row.name)) table.computed?.set(row.name, row.name)
  }
  for (const row of functions.rows) {
    const fn = functionFromRow(row)
    if (!isCallable(fn)) continue
    const list = catalog.functions.get(row.name) ?? []
    list.push(fn)
    catalog.functions.set(row.name, list)
  }
  for (const list of catalog.functions.values()) list.sort(compareOverloads)
  return catalog
}

export interface CatalogCache {
  /**
   * Runs `use` with the catalog. When it throws a "not found" error (see `isSchemaMiss`) and the
   * catalog was not loaded for this very call, reloads once and runs it again, so tables,
   * columns and functions created since the last load are seen without a restart.
   */
  use<T>(use: (catalog: Catalog) => T, isSchemaMiss: (error: unknown) => boolean): Promise<T>
  invalidate(): void
}

export const MAX_AGE_MS = 5_000

export function createCatalogCache(pool: pg.Pool, maxAgeMs = MAX_AGE_MS): CatalogCache {
  let current: { catalog: Catalog; loadedAt: number } | null = null
  let loading: Promise<Catalog> | null = null

  function reload(): Promise<Catalog> {
    if (!loading) {
      const startedAt = Date.now()
      loading = loadCatalog(pool)
        .then((catalog) => {
          current = { catalog, loadedAt: startedAt }
          return catalog
        })
        .finally(() => {
          loading = null
        })
    }
    return loading
  }

  return {
    async use(use, isSchemaMiss) {
      const cached = current && Date.now() - current.loadedAt < maxAgeMs ? current.catalog : null
      if (!cached) return use(await reload())
      try {
        return use(cached)
      } catch (error) {
        if (!isSchemaMiss(error)) throw error
        return use(await reload())
      }
    },
    invalidate() {
      current = null
    },
  }
}
