/**
 * `npm run docs:inventory`: writes the countable facts of docs/architecture.md (features, edge
 * functions, migrations, long modules, import circles) from the tree. `--check` fails instead when
 * the document says something the tree no longer does.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readInventory, withInventory } from './lib/architecture-inventory'

const root = path.resolve(import.meta.dirname, '..')
const file = path.join(root, 'docs/architecture.md')
const current = readFileSync(file, 'utf8')
const next = withInventory(current, readInventory(root))
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error(
      'docs/architecture.md: its inventory is out of date: run `npm run docs:inventory`',
    )
    process.exitCode = 1
  }
} else if (next !== current) {
  writeFileSync(file, next)
  console.log('docs/architecture.md: inventory written from the tree')
} else {
  console.log('docs/architecture.md: inventory already true')
}
