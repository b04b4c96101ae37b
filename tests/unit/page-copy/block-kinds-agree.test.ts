/**
 * A kind of page block is written once, in the zod schema's union with its name
 * (supabase/functions/_shared/schemas/page-copy.ts), from which the desk's list and names are
 * read; the database's check (private.page_copy_problem) and the site's renderer must follow it.
 * This test reads each layer and fails when one of them lags.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ARRANGEABLE_KINDS, blockRenderers } from '@/components/sections/render-blocks'
import { blockKindNames, pageBlockSchema, type PageBlockKind } from '@/content/page-copy-schema'

const migrations = join(__dirname, '../../../supabase/migrations')

const schemaKinds = (
  pageBlockSchema.options as unknown as {
    def: { shape: { kind: { def: { values: string[] } } } }
  }[]
)
  .map((option) => option.def.shape.kind.def.values[0]!)
  .sort()

/** The kinds the last migration that defines private.page_copy_problem accepts. */
function databaseKinds(): string[] {
  const defining = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(migrations, file), 'utf8'))
    .filter((sql) => /function private\.page_copy_problem\(/.test(sql))
  const sql = defining.at(-1)!
  const list = /_block ->> 'kind', ''\) in\s*\(([^)]*)\)/.exec(sql)?.[1] ?? ''
  return [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]!).sort()
}

describe('the kinds of page block agree in every layer', () => {
  it('the database accepts exactly the schema’s kinds', () => {
    expect(databaseKinds()).toEqual(schemaKinds)
  })

  it('every kind of the schema has the name the desk shows, written beside it', () => {
    expect(Object.keys(blockKindNames).sort()).toEqual(schemaKinds)
    for (const kind of schemaKinds) expect(blockKindNames[kind as PageBlockKind]).toMatch(/\S/)
  })

  it('every kind an editor may add is a kind of the schema, drawn by its section', () => {
    expect(ARRANGEABLE_KINDS.length).toBeGreaterThan(0)
    for (const kind of ARRANGEABLE_KINDS) {
      expect(schemaKinds).toContain(kind)
      expect(typeof blockRenderers[kind]).toBe('function')
    }
  })
})
