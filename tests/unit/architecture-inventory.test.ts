// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readInventory, withInventory } from '../../scripts/lib/architecture-inventory'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

describe('docs/architecture.md’s inventory', () => {
  it('says what the tree holds: features, functions, migrations, modules past the line rule', () => {
    const doc = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8')
    // Run `npm run docs:inventory` when this fails, and read what changed.
    expect(doc).toBe(withInventory(doc, readInventory(REPO)))
  }, 60_000)
})
