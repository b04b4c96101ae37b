/**
 * Makes sure the Debian packages the test suites need are present: Chromium for Playwright and
 * Lighthouse, and pgTAP (with pg_prove) for the database tests. Installs them when it can (root
 * with apt-get); otherwise stops and names the exact command to run.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

interface Requirement {
  debianPackage: string
  present: () => boolean
  why: string
}

const requirements: Requirement[] = [
  {
    debianPackage: 'chromium',
    present: () => existsSync('/usr/bin/chromium'),
    why: 'end-to-end tests and Lighthouse',
  },
  {
    debianPackage: 'postgresql-15-pgtap',
    present: () =>
      existsSync('/usr/bin/pg_prove') &&
      existsSync('/usr/share/postgresql/15/extension/pgtap.control'),
    why: 'pgTAP database tests (pg_prove and the pgtap extension files)',
  },
]

const missing = requirements.filter((requirement) => !requirement.present())
if (missing.length === 0) {
  console.log('System packages: all present (chromium, postgresql-15-pgtap).')
  process.exit(0)
}

const names = missing.map((requirement) => requirement.debianPackage)
const command = `apt-get update && apt-get install -y ${names.join(' ')}`
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0

for (const requirement of missing) {
  console.log(
    `Missing Debian package ${requirement.debianPackage} (needed for ${requirement.why}).`,
  )
}

if (!isRoot || !hasApt) {
  const prefix = isRoot ? '' : 'sudo '
  console.error(
    `Cannot install them from here. Run:\n  ${prefix}${command.replace('&& apt-get', `&& ${prefix}apt-get`)}`,
  )
  process.exit(1)
}

console.log(`Installing: ${command}`)
try {
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: 'inherit' })
} catch {
  console.error(`Installing failed. Run it yourself:\n  ${command}`)
  process.exit(1)
}
const stillMissing = missing.filter((requirement) => !requirement.present())
if (stillMissing.length > 0) {
  console.error(
    `Still missing after install: ${stillMissing.map((r) => r.debianPackage).join(', ')}`,
  )
  process.exit(1)
}
console.log('System packages installed.')
