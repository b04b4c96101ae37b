// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  importCircles,
  readInventory,
  withInventory,
} from '../../scripts/lib/architecture-inventory'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

describe('docs/architecture.md’s inventory', () => {
  it('says what the tree holds: features, functions, migrations, long modules, import circles', () => {
    const doc = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8')
    // Run `npm run docs:inventory` when this fails, and read what changed.
    expect(doc).toBe(withInventory(doc, readInventory(REPO)))
  }, 60_000)

  it('finds a circle of imports, and none in a tree that goes one way', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inventory-'))
    mkdirSync(path.join(root, 'src'))
    writeFileSync(path.join(root, 'src/a.ts'), "import { b } from './b'\nexport const a = b\n")
    writeFileSync(path.join(root, 'src/b.ts'), "import type { C } from '@/c'\nexport const b = 1\n")
    writeFileSync(path.join(root, 'src/c.ts'), "export type C = 1\nexport { a } from './a'\n")
    writeFileSync(path.join(root, 'src/d.ts'), "import { a } from './a'\nexport const d = a\n")
    expect(importCircles(root, ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts'])).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/c.ts'],
    ])
    expect(importCircles(root, ['src/a.ts', 'src/d.ts'])).toEqual([])
  })
})
