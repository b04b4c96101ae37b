/**
 * A database's schema as text, read from the catalog, for comparing two databases that should
 * hold the same schema (the migration baseline against the history it replaced). pg_dump 17 is
 * not available here (and embedded PostgreSQL ships none), so this reads what pg_dump would write,
 * one entry per object, each keyed by a name that does not depend on OIDs or creation order:
 * schemas, tables and their columns (in their logical order), defaults, constraints, indexes,
 * views, sequences, every function's full definition (pg_get_functiondef: body text verbatim,
 * search_path, security, volatility), triggers, policies, types (enums in order, domains,
 * composites), owners, privileges (schemas, tables, columns, sequences, functions, types, default
 * privileges), comments, RLS flags, reloptions (security_invoker), extensions, publications,
 * database settings, and the rows migrations leave in every table.
 *
 * Normalisation, all of it: objects that belong to an extension are left out (both sides install
 * the same extension); the history table supabase_migrations is left out (it lists different
 * files by design); in table rows, values of timestamp columns and of columns whose default is
 * volatile (now(), gen_random_uuid(), gen_random_bytes(), random()) are compared only as
 * present/absent, since two runs draw different ones, and so are values drawn from a sequence or
 * an identity (a history that inserted and deleted draws other numbers); a row value equal to the
 * database's own name reads as `(this database)` (cron.job names it); the rows of tables that
 * record events (EVENT_TABLES: the audit log) are left out, their schema compared all the same.
 * Nothing else is normalised: function bodies
 * and comments must match to the character.
 */
import type pg from 'pg'

/** category → object key → its description. */
export type Fingerprint = Map<string, Map<string, string>>

const USER_NAMESPACES = `
  select oid from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
    and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'`

/** Objects an extension created (pg_depend deptype 'e'), by catalog. */
const NOT_FROM_EXTENSION = (catalog: string, oid: string) => `
  not exists (select 1 from pg_depend d
              where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`

const QUERIES: Record<string, string> = {
  schema: `
    select n.nspname as key,
           concat_ws(' | ', 'owner=' || pg_get_userbyid(n.nspowner), 'acl=' || n.nspacl::text,
                     'comment=' || obj_description(n.oid, 'pg_namespace')) as value
    from pg_namespace n where n.oid in (${USER_NAMESPACES})
      and ${NOT_FROM_EXTENSION('pg_namespace', 'n.oid')}`,
  relation: `
    select c.oid::regclass::text as key,
           concat_ws(' | ', 'kind=' || c.relkind::text, 'owner=' || pg_get_userbyid(c.relowner),
                     'acl=' || c.relacl::text, 'rls=' || c.relrowsecurity,
                     'force_rls=' || c.relforcerowsecurity, 'options=' || c.reloptions::text,
                     'persistence=' || c.relpersistence::text, 'replica_identity=' || c.relreplident::text,
                     'partition=' || pg_get_partkeydef(c.oid),
                     'comment=' || obj_description(c.oid, 'pg_class')) as value
    from pg_class c
    where c.relnamespace in (${USER_NAMESPACES}) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}`,
  column: `
    select c.oid::regclass::text || '.' || a.attname as key,
           concat_ws(' | ',
             'position=' || row_number() over (partition by c.oid order by a.attnum),
             'type=' || format_type(a.atttypid, a.atttypmod), 'not_null=' || a.attnotnull,
             'default=' || pg_get_expr(ad.adbin, ad.adrelid), 'identity=' || nullif(a.attidentity::text, ''),
             'generated=' || nullif(a.attgenerated::text, ''), 'collation=' || co.collname,
             'acl=' || a.attacl::text, 'comment=' || col_description(c.oid, a.attnum)) as value
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation and a.attcollation <> 100
    where c.relnamespace in (${USER_NAMESPACES}) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
      and a.attnum > 0 and not a.attisdropped
      and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}`,
  constraint: `
    select coalesce(con.conrelid::regclass::text, con.contypid::regtype::text) || ' ' || con.conname
             as key,
           concat_ws(' | ', pg_get_constraintdef(con.oid), 'deferrable=' || con.condeferrable,
                     'deferred=' || con.condeferred, 'validated=' || con.convalidated,
                     'comment=' || obj_description(con.oid, 'pg_constraint')) as value
    from pg_constraint con
    where con.connamespace in (${USER_NAMESPACES})
      and ${NOT_FROM_EXTENSION('pg_constraint', 'con.oid')}
      and (con.conrelid = 0 or ${NOT_FROM_EXTENSION('pg_class', 'con.conrelid')})
      and (con.contypid = 0 or ${NOT_FROM_EXTENSION('pg_type', 'con.contypid')})`,
  index: `
    select i.indexrelid::regclass::text as key,
           concat_ws(' | ', pg_get_indexdef(i.indexrelid),
                     'comment=' || obj_description(i.indexrelid, 'pg_class')) as value
    from pg_index i join pg_class c on c.oid = i.indrelid
    where c.relnamespace in (${USER_NAMESPACES}) and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}`,
  view: `
    select c.oid::regclass::text as key, pg_get_viewdef(c.oid, true) as value
    from pg_class c
    where c.relnamespace in (${USER_NAMESPACES}) and c.relkind in ('v', 'm')
      and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}`,
  sequence: `
    select s.seqrelid::regclass::text as key,
           concat_ws(' | ', 'type=' || format_type(s.seqtypid, null), 'start=' || s.seqstart,
                     'increment=' || s.seqincrement, 'min=' || s.seqmin, 'max=' || s.seqmax,
                     'cycle=' || s.seqcycle,
                     'owned_by=' || (select d.refobjid::regclass::text || '.' || a.attname
                                     from pg_depend d
                                     join pg_attribute a on a.attrelid = d.refobjid
                                                        and a.attnum = d.refobjsubid
                                     where d.classid = 'pg_class'::regclass
                                       and d.objid = s.seqrelid and d.deptype in ('a', 'i')
                                       and d.refclassid = 'pg_class'::regclass)) as value
    from pg_sequence s join pg_class c on c.oid = s.seqrelid
    where c.relnamespace in (${USER_NAMESPACES}) and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}`,
  function: `
    select p.oid::regprocedure::text as key,
           concat_ws(E'\\n', 'owner=' || pg_get_userbyid(p.proowner), 'acl=' || p.proacl::text,
                     'comment=' || obj_description(p.oid, 'pg_proc'),
                     case when p.prokind = 'a' then 'aggregate' else pg_get_functiondef(p.oid) end)
             as value
    from pg_proc p
    where p.pronamespace in (${USER_NAMESPACES}) and ${NOT_FROM_EXTENSION('pg_proc', 'p.oid')}`,
  trigger: `
    select t.tgrelid::regclass::text || ' ' || t.tgname as key,
           concat_ws(' | ', pg_get_triggerdef(t.oid), 'enabled=' || t.tgenabled::text,
                     'comment=' || obj_description(t.oid, 'pg_trigger')) as value
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace in (${USER_NAMESPACES})`,
  policy: `
    select pol.polrelid::regclass::text || ' ' || pol.polname as key,
           concat_ws(' | ', 'command=' || pol.polcmd::text, 'permissive=' || pol.polpermissive,
                     'roles=' || (select string_agg(case r when 0 then 'public'
                                                    else pg_get_userbyid(r) end, ',' order by 1)
                                  from unnest(pol.polroles) r),
                     'using=' || pg_get_expr(pol.polqual, pol.polrelid),
                     'with_check=' || pg_get_expr(pol.polwithcheck, pol.polrelid),
                     'comment=' || obj_description(pol.oid, 'pg_policy')) as value
    from pg_policy pol join pg_class c on c.oid = pol.polrelid
    where c.relnamespace in (${USER_NAMESPACES})`,
  rule: `
    select r.ev_class::regclass::text || ' ' || r.rulename as key, pg_get_ruledef(r.oid) as value
    from pg_rewrite r join pg_class c on c.oid = r.ev_class
    where r.rulename <> '_RETURN' and c.relnamespace in (${USER_NAMESPACES})`,
  type: `
    select t.oid::regtype::text as key,
           concat_ws(' | ', 'kind=' || t.typtype::text, 'owner=' || pg_get_userbyid(t.typowner),
                     'acl=' || t.typacl::text,
                     'labels=' || (select string_agg(e.enumlabel, ',' order by e.enumsortorder)
                                   from pg_enum e where e.enumtypid = t.oid),
                     'base=' || case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end,
                     'not_null=' || case when t.typtype = 'd' then t.typnotnull::text end,
                     'default=' || t.typdefault,
                     'comment=' || obj_description(t.oid, 'pg_type')) as value
    from pg_type t
    where t.typnamespace in (${USER_NAMESPACES}) and t.typtype in ('e', 'd', 'c', 'r', 'm')
      and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
      and ${NOT_FROM_EXTENSION('pg_type', 't.oid')}`,
  default_privileges: `
    select pg_get_userbyid(d.defaclrole) || ' in ' || coalesce(n.nspname, '(all schemas)') || ' on '
             || d.defaclobjtype::text as key,
           d.defaclacl::text as value
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  extension: `
    select e.extname as key, concat_ws(' | ', 'version=' || e.extversion,
                                       'schema=' || e.extnamespace::regnamespace::text) as value
    from pg_extension e`,
  event_trigger: `
    select e.evtname as key,
           concat_ws(' | ', e.evtevent, e.evtfoid::regprocedure::text, e.evtenabled::text,
                     array_to_string(e.evttags, ',')) as value
    from pg_event_trigger e`,
  publication: `
    select p.pubname as key,
           concat_ws(' | ', 'all_tables=' || p.puballtables,
                     'tables=' || (select string_agg(pt.schemaname || '.' || pt.tablename, ','
                                                     order by 1)
                                   from pg_publication_tables pt where pt.pubname = p.pubname))
             as value
    from pg_publication p`,
  database_setting: `
    select coalesce(pg_get_userbyid(s.setrole), '(all roles)') as key,
           array_to_string(s.setconfig, ',') as value
    from pg_db_role_setting s
    where s.setdatabase = (select oid from pg_database where datname = current_database())`,
}

/** Every ordinary table of the user schemas, with which columns to compare only as present. */
const TABLES_FOR_ROWS = `
  select c.oid::regclass::text as name,
         coalesce(array_agg(a.attname::text order by a.attnum)
                    filter (where format_type(a.atttypid, null) like 'timestamp%'
                               or format_type(a.atttypid, null) = 'date'
                               or a.attidentity <> ''
                               or pg_get_expr(ad.adbin, ad.adrelid)
                                    ~ '(now|random|gen_random_\\w+|clock_timestamp|nextval)\\('),
                  '{}') as volatile
  from pg_class c
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where c.relnamespace in (${USER_NAMESPACES}) and c.relkind in ('r', 'p')
    and ${NOT_FROM_EXTENSION('pg_class', 'c.oid')}
  group by c.oid`

/**
 * Tables whose rows record events rather than state: a history that changed seeded rows in later
 * steps logged each step (the audit log's `saved_reply_changed` entries, hash-chained over their
 * drawn times), while a baseline writing the final rows at once has nothing to log. Their schema
 * is compared like every other table's; their rows are not.
 */
const EVENT_TABLES = new Set(['public.audit_log'])

/** Reads the fingerprint through `client`, which must be able to read every schema (a superuser). */
export async function readFingerprint(client: pg.Client): Promise<Fingerprint> {
  const fingerprint: Fingerprint = new Map()
  // Every name schema-qualified (regclass, regprocedure, format_type and the *def functions print
  // a name bare when its schema is on the search_path).
  await client.query(`set search_path = ''`)
  for (const [category, sql] of Object.entries(QUERIES)) {
    const { rows } = await client.query<{ key: string; value: string | null }>(sql)
    const entries = new Map<string, string>()
    for (const row of rows) {
      if (entries.has(row.key)) throw new Error(`${category} ${row.key} read twice`)
      entries.set(row.key, row.value ?? '')
    }
    fingerprint.set(category, entries)
  }
  const rowEntries = new Map<string, string>()
  // cron.job names the database a job runs in: the two databases compared have different names.
  const { rows: current } = await client.query<{ name: string }>(
    'select current_database() as name',
  )
  const database = current[0]?.name
  const { rows: tables } = await client.query<{ name: string; volatile: string[] }>(TABLES_FOR_ROWS)
  for (const table of tables) {
    if (EVENT_TABLES.has(table.name)) continue
    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from ${table.name} t`,
    )
    if (rows.length === 0) continue
    const lines = rows
      .map(({ row }) => {
        for (const column of table.volatile) {
          if (column in row) row[column] = row[column] == null ? null : '(drawn at insert)'
        }
        for (const [column, value] of Object.entries(row)) {
          if (value === database) row[column] = '(this database)'
        }
        return JSON.stringify(row, Object.keys(row).sort())
      })
      .sort()
    rowEntries.set(table.name, lines.join('\n'))
  }
  fingerprint.set('table_rows', rowEntries)
  return fingerprint
}

export interface FingerprintComparison {
  /** category → how many objects both sides hold. */
  counts: Map<string, number>
  differences: string[]
}

/** What differs between `expected` (the history) and `actual` (the baseline), object by object. */
export function compareFingerprints(
  expected: Fingerprint,
  actual: Fingerprint,
  labels = { expected: 'history', actual: 'baseline' },
): FingerprintComparison {
  const counts = new Map<string, number>()
  const differences: string[] = []
  const categories = new Set([...expected.keys(), ...actual.keys()])
  for (const category of categories) {
    const left = expected.get(category) ?? new Map<string, string>()
    const right = actual.get(category) ?? new Map<string, string>()
    counts.set(category, left.size)
    for (const key of [...new Set([...left.keys(), ...right.keys()])].sort()) {
      const a = left.get(key)
      const b = right.get(key)
      if (a === undefined) differences.push(`${category} ${key}: only in the ${labels.actual}`)
      else if (b === undefined)
        differences.push(`${category} ${key}: only in the ${labels.expected}`)
      else if (a !== b) differences.push(`${category} ${key}: differs\n${lineDiff(a, b, labels)}`)
    }
  }
  return { counts, differences }
}

/** The lines of `a` and `b` that differ, after their common start and end (enough to see why). */
function lineDiff(a: string, b: string, labels: { expected: string; actual: string }): string {
  const left = a.split('\n')
  const right = b.split('\n')
  let start = 0
  while (start < left.length && start < right.length && left[start] === right[start]) start++
  let end = 0
  while (
    end < left.length - start &&
    end < right.length - start &&
    left[left.length - 1 - end] === right[right.length - 1 - end]
  )
    end++
  const show = (lines: string[], label: string) =>
    lines
      .slice(start, lines.length - end)
      .slice(0, 12)
      .map((line) => `    ${label}: ${line}`)
      .join('\n')
  return [show(left, labels.expected.padEnd(8)), show(right, labels.actual.padEnd(8))]
    .filter(Boolean)
    .join('\n')
}
