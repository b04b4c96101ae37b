/**
 * `npm run db:types`: writes src/lib/database.types.ts from the migrated database, in the shape
 * `supabase gen types typescript` produces (its generator, postgres-meta, reads the same catalog:
 * tables, views, columns, foreign keys, functions, enums and composite types of `public`).
 *
 *   npm run db:types                       generate from a throwaway database migrated here
 *   npm run db:types -- --db-url <url>     generate from that database
 *   npm run db:types -- --check            exit 1 if the file on disk is stale
 *
 * Database: --db-url, else TEST_STACK_DB_URL, else an ephemeral PostgreSQL on port 58322 with
 * the platform and every migration applied. Output is sorted, so it depends only on the schema.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { format } from 'prettier'
import { applyMigrations, applyPlatform } from '../db/migrate'
import { startPostgres, type PostgresHandle } from '../db/postgres'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const OUTPUT = resolve(repoRoot, 'src/lib/database.types.ts')
const SCHEMAS = ['public']
const EPHEMERAL_PORT = 58322
/** What createClient<Database> assumes when the types do not say (PostgREST 12 semantics). */
const POSTGREST_VERSION = '12'

interface Relation {
  oid: number
  schema: string
  name: string
  kind: 'table' | 'view'
}

interface Column {
  relationOid: number
  name: string
  type: string
  nullable: boolean
  hasDefault: boolean
  identity: '' | 'a' | 'd'
  generated: boolean
}

interface ForeignKey {
  relationOid: number
  name: string
  columns: string[]
  referencedRelation: string
  referencedColumns: string[]
  isOneToOne: boolean
}

interface FunctionArg {
  name: string
  type: string
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table'
  hasDefault: boolean
}

interface SqlFunction {
  schema: string
  name: string
  identity: string
  args: FunctionArg[]
  returnType: string
  returnRelationOid: number
  returnsSet: boolean
}

interface EnumType {
  schema: string
  name: string
  values: string[]
}

interface CompositeType {
  schema: string
  name: string
  attributes: { name: string; type: string }[]
}

interface Catalog {
  relations: Relation[]
  columns: Column[]
  foreignKeys: ForeignKey[]
  functions: SqlFunction[]
  enums: EnumType[]
  composites: CompositeType[]
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

async function readCatalog(client: pg.Client): Promise<Catalog> {
  const relations = await client.query<Relation>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name,
            case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind
     from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')
     order by n.nspname, c.relname`,
    [SCHEMAS],
  )

  // Domains are typed as their base type, as postgres-meta does.
  const columns = await client.query<Column>(
    `select a.attrelid::int as "relationOid", a.attname as name,
            coalesce(bt.typname, t.typname) as type,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as nullable,
            a.atthasdef as "hasDefault", a.attidentity as identity,
            a.attgenerated <> '' as generated
     from pg_catalog.pg_attribute a
     join pg_catalog.pg_class c on c.oid = a.attrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     join pg_catalog.pg_type t on t.oid = a.atttypid
     left join pg_catalog.pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
     where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attname`,
    [SCHEMAS],
  )

  // Foreign keys whose both ends are in a generated schema (others cannot be embedded).
  const foreignKeys = await client.query<ForeignKey>(
    `select con.conrelid::int as "relationOid", con.conname as name,
            array(select a.attname::text from unnest(con.conkey) with ordinality k (attnum, i)
                  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                  order by k.i) as columns,
            rc.relname as "referencedRelation",
            array(select a.attname::text from unnest(con.confkey) with ordinality k (attnum, i)
                  join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                  order by k.i) as "referencedColumns",
            exists (
              select 1 from pg_catalog.pg_index i
              where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                  = (select array_agg(x order by x) from unnest(con.conkey) x)
            ) as "isOneToOne"
     from pg_catalog.pg_constraint con
     join pg_catalog.pg_class c on c.oid = con.conrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     join pg_catalog.pg_class rc on rc.oid = con.confrelid
     join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f' and n.nspname = any($1) and rn.nspname = n.nspname`,
    [SCHEMAS],
  )

  const functionRows = await client.query<{
    schema: string
    name: string
    identity: string
    arg_names: string[] | null
    arg_modes: string[] | null
    arg_types: string[]
    n_defaults: number
    return_type: string
    return_relation_oid: number
    returns_set: boolean
  }>(
    `select n.nspname as schema, p.proname as name,
            pg_catalog.pg_get_function_identity_arguments(p.oid) as identity,
            p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select t.typname::text
                  from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a (oid, i)
                  join pg_catalog.pg_type t on t.oid = a.oid
                  order by a.i) as arg_types,
            p.pronargdefaults::int as n_defaults,
            rt.typname as return_type, rt.typrelid::int as return_relation_oid,
            p.proretset as returns_set
     from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     join pg_catalog.pg_type rt on rt.oid = p.prorettype
     where n.nspname = any($1) and p.prokind = 'f'
       and rt.typname not in ('trigger', 'event_trigger')
     order by n.nspname, p.proname, 3`,
    [SCHEMAS],
  )
  const modeNames = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' } as const
  const functions = functionRows.rows.map((row): SqlFunction => {
    const modes = (row.arg_modes ?? row.arg_types.map(() => 'i')).map(
      (mode) => modeNames[mode as keyof typeof modeNames],
    )
    const inputPositions = modes.flatMap((mode, i) =>
      mode === 'in' || mode === 'inout' || mode === 'variadic' ? [i] : [],
    )
    const defaulted = new Set(inputPositions.slice(inputPositions.length - row.n_defaults))
    return {
      schema: row.schema,
      name: row.name,
      identity: row.identity,
      args: row.arg_types.map((type, i) => ({
        name: row.arg_names?.[i] ?? '',
        type,
        mode: modes[i]!,
        hasDefault: row.n_defaults > 0 && defaulted.has(i),
      })),
      returnType: row.return_type,
      returnRelationOid: row.return_relation_oid,
      returnsSet: row.returns_set,
    }
  })

  // Every enum, whatever its schema: a column may use one from a schema not generated here.
  const enums = await client.query<EnumType>(
    `select n.nspname as schema, t.typname as name,
            array(select e.enumlabel::text from pg_catalog.pg_enum e
                  where e.enumtypid = t.oid order by e.enumsortorder) as "values"
     from pg_catalog.pg_type t
     join pg_catalog.pg_namespace n on n.oid = t.typnamespace
     where t.typtype = 'e'
     order by n.nspname, t.typname`,
  )

  const composites = await client.query<{ schema: string; name: string; attributes: string }>(
    `select n.nspname as schema, t.typname as name,
            coalesce((select json_agg(json_build_object('name', a.attname, 'type', at.typname)
                                      order by a.attnum)
                      from pg_catalog.pg_attribute a
                      join pg_catalog.pg_type at on at.oid = a.atttypid
                      where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped),
                     '[]')::text as attributes
     from pg_catalog.pg_type t
     join pg_catalog.pg_namespace n on n.oid = t.typnamespace
     join pg_catalog.pg_class c on c.oid = t.typrelid
     where n.nspname = any($1) and t.typtype = 'c' and c.relkind = 'c'
     order by n.nspname, t.typname`,
    [SCHEMAS],
  )

  return {
    relations: relations.rows,
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    functions,
    enums: enums.rows,
    composites: composites.rows.map((row) => ({
      schema: row.schema,
      name: row.name,
      attributes: JSON.parse(row.attributes) as CompositeType['attributes'],
    })),
  }
}

const NEVER = '[_ in never]: never'
const key = (name: string) => JSON.stringify(name)

function render(catalog: Catalog): string {
  const tsType = (pgType: string): string => {
    if (pgType === 'bool') return 'boolean'
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return 'number'
    if (
      [
        'bytea',
        'bpchar',
        'varchar',
        'date',
        'text',
        'citext',
        'time',
        'timetz',
        'timestamp',
        'timestamptz',
        'uuid',
        'vector',
      ].includes(pgType)
    ) {
      return 'string'
    }
    if (pgType === 'json' || pgType === 'jsonb') return 'Json'
    if (pgType === 'void') return 'undefined'
    if (pgType === 'record') return 'Record<string, unknown>'
    if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1))})[]`
    const enumType = catalog.enums.find((e) => e.name === pgType)
    if (enumType) {
      return SCHEMAS.includes(enumType.schema)
        ? `Database[${key(enumType.schema)}]["Enums"][${key(enumType.name)}]`
        : enumType.values.map(key).join(' | ')
    }
    const composite = catalog.composites.find((c) => c.name === pgType)
    if (composite) {
      return `Database[${key(composite.schema)}]["CompositeTypes"][${key(composite.name)}]`
    }
    const relation = catalog.relations.find((r) => r.name === pgType)
    if (relation) {
      const group = relation.kind === 'table' ? 'Tables' : 'Views'
      return `Database[${key(relation.schema)}][${key(group)}][${key(relation.name)}]["Row"]`
    }
    return 'unknown'
  }

  const columnsOf = (oid: number) =>
    catalog.columns.filter((column) => column.relationOid === oid).sort(byName)

  const rowFields = (oid: number) =>
    columnsOf(oid)
      .map((c) => `${key(c.name)}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`)
      .join('\n')

  const writeFields = (oid: number, mode: 'Insert' | 'Update') =>
    columnsOf(oid)
      .map((c) => {
        if (c.identity === 'a' || c.generated) return `${key(c.name)}?: never`
        const optional =
          mode === 'Update' || c.nullable || c.identity !== '' || c.hasDefault ? '?' : ''
        return `${key(c.name)}${optional}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`
      })
      .join('\n')

  const relationships = (oid: number) =>
    catalog.foreignKeys
      .filter((fk) => fk.relationOid === oid)
      .sort(
        (a, b) =>
          a.name.localeCompare(b.name) ||
          a.referencedRelation.localeCompare(b.referencedRelation) ||
          JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
      )
      .map(
        (fk) => `{
          foreignKeyName: ${key(fk.name)}
          columns: ${JSON.stringify(fk.columns)}
          isOneToOne: ${fk.isOneToOne}
          referencedRelation: ${key(fk.referencedRelation)}
          referencedColumns: ${JSON.stringify(fk.referencedColumns)}
        }`,
      )
      .join(',\n')

  const schemaBlock = (schema: string) => {
    const tables = catalog.relations
      .filter((r) => r.schema === schema && r.kind === 'table')
      .sort(byName)
    const views = catalog.relations
      .filter((r) => r.schema === schema && r.kind === 'view')
      .sort(byName)
    // As postgres-meta: functions whose inputs are all named, or which take one unnamed input.
    const functions = catalog.functions.filter((fn) => {
      if (fn.schema !== schema) return false
      const inputs = fn.args.filter((a) => ['in', 'inout', 'variadic'].includes(a.mode))
      return !inputs.some((a) => a.name === '') || inputs.length === 1
    })
    const functionNames = [...new Set(functions.map((fn) => fn.name))].sort()
    const enums = catalog.enums.filter((e) => e.schema === schema).sort(byName)
    const composites = catalog.composites.filter((c) => c.schema === schema).sort(byName)

    const tablesBlock = tables.length
      ? tables
          .map(
            (t) => `${key(t.name)}: {
              Row: {
                ${rowFields(t.oid)}
              }
              Insert: {
                ${writeFields(t.oid, 'Insert')}
              }
              Update: {
                ${writeFields(t.oid, 'Update')}
              }
              Relationships: [
                ${relationships(t.oid)}
              ]
            }`,
          )
          .join('\n')
      : NEVER

    const viewsBlock = views.length
      ? views
          .map(
            (v) => `${key(v.name)}: {
              Row: {
                ${rowFields(v.oid)}
              }
              Relationships: [
                ${relationships(v.oid)}
              ]
            }`,
          )
          .join('\n')
      : NEVER

    const functionsBlock = functionNames.length
      ? functionNames
          .map((name) => {
            const overloads = functions.filter((fn) => fn.name === name)
            const args = overloads
              .map((fn) => {
                const inputs = fn.args.filter((a) => a.mode === 'in')
                if (inputs.length === 0) return 'Record<PropertyKey, never>'
                return `{ ${inputs
                  .map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type)}`)
                  .join('; ')} }`
              })
              .join(' | ')
            const first = overloads[0]!
            const tableArgs = first.args.filter((a) => a.mode === 'table')
            const returnRelation = catalog.relations.find((r) => r.oid === first.returnRelationOid)
            let returns: string
            if (tableArgs.length > 0) {
              returns = `{ ${tableArgs.map((a) => `${key(a.name)}: ${tsType(a.type)}`).join('\n')} }`
            } else if (returnRelation) {
              returns = `{ ${rowFields(returnRelation.oid)} }`
            } else {
              returns = tsType(first.returnType)
            }
            return `${key(name)}: {
              Args: ${args}
              Returns: ${returns}${first.returnsSet ? '[]' : ''}
            }`
          })
          .join('\n')
      : NEVER

    const enumsBlock = enums.length
      ? enums.map((e) => `${key(e.name)}: ${e.values.map(key).join(' | ')}`).join('\n')
      : NEVER

    const compositesBlock = composites.length
      ? composites
          .map(
            (c) => `${key(c.name)}: {
              ${c.attributes.map((a) => `${key(a.name)}: ${tsType(a.type)} | null`).join('\n')}
            }`,
          )
          .join('\n')
      : NEVER

    return `${key(schema)}: {
      Tables: {
        ${tablesBlock}
      }
      Views: {
        ${viewsBlock}
      }
      Functions: {
        ${functionsBlock}
      }
      Enums: {
        ${enumsBlock}
      }
      CompositeTypes: {
        ${compositesBlock}
      }
    }`
  }

  const helpers = (db: string) => `
type DefaultSchema = ${db}[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof ${db} },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof ${db}
  }
    ? keyof (${db}[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        ${db}[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof ${db} }
  ? (${db}[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      ${db}[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof ${db} },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof ${db}
  }
    ? keyof ${db}[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof ${db} }
  ? ${db}[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof ${db} },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof ${db}
  }
    ? keyof ${db}[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof ${db} }
  ? ${db}[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof ${db} },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof ${db}
  }
    ? keyof ${db}[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof ${db} }
  ? ${db}[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof ${db} },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof ${db}
  }
    ? keyof ${db}[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof ${db} }
  ? ${db}[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`

  const constants = SCHEMAS.map((schema) => {
    const enums = catalog.enums.filter((e) => e.schema === schema).sort(byName)
    return `${key(schema)}: {
      Enums: {
        ${enums.map((e) => `${key(e.name)}: [${e.values.map(key).join(', ')}]`).join(',\n')}
      }
    }`
  }).join(',\n')

  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${key(POSTGREST_VERSION)}
  }
  ${[...SCHEMAS].sort().map(schemaBlock).join('\n')}
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">
${helpers('DatabaseWithoutInternals')}
export const Constants = {
  ${constants}
} as const
`
}

export async function generateTypes(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    const source = render(await readCatalog(client))
    // The same formatting postgres-meta applies, so the file reads like the CLI's output.
    return await format(source, { parser: 'typescript', semi: false })
  } finally {
    await client.end()
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, 'db-url': { type: 'string' } },
  })
  let url = values['db-url'] || process.env.TEST_STACK_DB_URL || undefined
  let server: PostgresHandle | undefined
  let dataDir: string | undefined
  try {
    if (!url) {
      dataDir = mkdtempSync(join(tmpdir(), 'idaho-gen-types-'))
      server = await startPostgres({ dataDir, port: EPHEMERAL_PORT })
      url = server.superuserUrl
      await applyPlatform(url)
      await applyMigrations(url)
    }
    const generated = await generateTypes(url)
    const target = relative(repoRoot, OUTPUT)
    if (values.check) {
      let current = ''
      try {
        current = readFileSync(OUTPUT, 'utf8')
      } catch {
        // A missing file is stale too.
      }
      if (current !== generated) {
        console.error(
          `${target} is stale: it does not match the migrated database. Run \`npm run db:types\` and commit the result.`,
        )
        return 1
      }
      console.log(`${target} matches the migrated database.`)
      return 0
    }
    writeFileSync(OUTPUT, generated)
    console.log(`Wrote ${target}.`)
    return 0
  } finally {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
