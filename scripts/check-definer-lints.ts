/**
 * `npm test`'s second Advisor step: splinter's lints 0028/0029, which the hosted dashboard runs
 * and the pinned CLI's `db advisors` lacks (scripts/lib/definer-lints.ts), against the database
 * given as `--db-url <url>` (or TEST_STACK_DB_URL). Prints each finding; exits 1 if there is any.
 */
import pg from 'pg'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { definerLintFindings, exposedSchemas } from './lib/definer-lints'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const flag = process.argv.indexOf('--db-url')
const databaseUrl = flag >= 0 ? process.argv[flag + 1] : process.env.TEST_STACK_DB_URL
if (!databaseUrl) {
  console.error('Pass the database as --db-url <url> (or set TEST_STACK_DB_URL).')
  process.exit(2)
}
const client = new pg.Client({ connectionString: databaseUrl, application_name: 'definer-lints' })
await client.connect()
try {
  const schemas = exposedSchemas(repoRoot)
  const findings = await definerLintFindings(client, schemas)
  for (const finding of findings) console.log(`${finding.level} ${finding.name}: ${finding.detail}`)
  console.log(
    `splinter 0028/0029 on ${schemas}: ${findings.length === 0 ? 'no findings' : `${findings.length} finding(s)`}`,
  )
  process.exitCode = findings.length === 0 ? 0 : 1
} finally {
  await client.end()
}
