/**
 * Keeps `npm ci` working with the registry this project installs from.
 *
 * That registry serves only some platforms' builds of packages such as @rollup/rollup-*,
 * @tailwindcss/oxide-* and @deno/*. `npm install` then silently leaves the other platforms'
 * optional dependencies out of package-lock.json, and `npm ci` refuses the lock ("Missing: …
 * from lock file"). This script adds a lock entry, marked optional, for every optional
 * dependency the lock names but lacks; npm ci then skips the ones it cannot fetch, exactly as it
 * skips any optional dependency for another platform. Run it after changing dependencies:
 *
 *   npm install <pkg> && npx tsx scripts/restore-optional-lock-entries.ts
 *
 * With --check it changes nothing and exits 1 when entries are missing (`npm test` runs that).
 */
import { readFileSync, writeFileSync } from 'node:fs'

interface LockEntry {
  version?: string
  optional?: boolean
  optionalDependencies?: Record<string, string>
}

const lockPath = 'package-lock.json'
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> }

/** npm resolves a dependency of `location` by walking up its node_modules folders. */
function isResolvable(location: string, name: string): boolean {
  let base = location
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (lock.packages[candidate]) return true
    if (!base) return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

const added: string[] = []
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isResolvable(location, name)) continue
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
    }
    added.push(`${name}@${range}`)
  }
}

if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} optional platform entries, so npm ci would refuse it:\n  ${added.join('\n  ')}\nRun: npx tsx scripts/restore-optional-lock-entries.ts`,
    )
    process.exit(1)
  }
  console.log('package-lock.json: every optional dependency has an entry (npm ci accepts it)')
  process.exit(0)
}

if (added.length > 0) {
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  )
  writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`)
}
console.log(`package-lock.json: ${added.length} optional platform entries restored`)
