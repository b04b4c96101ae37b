import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, importsOf } from '../../scripts/check-import-cycles'

describe('the import-cycle check', () => {
  it('finds a cycle of three modules and names each member once', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ])
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']])
  })

  it('reports no cycle for a tree, and a module importing itself as a cycle', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
    expect(findCycles(new Map([['a', ['a']]]))).toEqual([['a']])
  })

  it('counts type-only imports and Deno-style .ts specifiers, and skips packages', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'))
    mkdirSync(path.join(dir, 'fn'))
    const handler = path.join(dir, 'fn', 'handler.ts')
    const env = path.join(dir, 'fn', 'env.ts')
    writeFileSync(env, 'export interface Env { url: string }\n')
    writeFileSync(
      handler,
      "import type { Env } from './env.ts'\nimport { z } from 'npm:zod@4'\nexport const f = (e: Env) => z\n",
    )
    const known = new Set([handler, env])
    expect(
      importsOf(handler, `import type { Env } from './env.ts'\nimport 'npm:zod@4'\n`, known),
    ).toEqual([env])
  })
})
