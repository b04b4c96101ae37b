/**
 * `npm run admin:grant -- <email> [--role=admin|reviewer|editor]...`: gives an existing user the
 * administrator role, or the roles named (public.user_roles; docs/roles.md says what each allows).
 * Acts on the local stack's database unless DATABASE_URL names another one (e.g. a hosted project).
 *
 * Exit codes: 0 granted or already held, 1 failure (no such user, no user_roles table, database
 * unreachable), 2 usage error.
 */
import pg from 'pg'
import { grantRoles, isTeamRole, type TeamRole } from './team-roles'

const LOCAL_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres'
const USAGE =
  'Usage: npm run admin:grant -- <email> [--role=admin|reviewer|editor]...\n' +
  '  (administrator when no role is named; DATABASE_URL=<postgres url> to act on another database)'

function fail(message: string, code = 1): never {
  console.error(`✖ ${message}`)
  process.exit(code)
}

const argv = process.argv.slice(2).filter((arg) => arg !== '--')
const args = argv.filter((arg) => !arg.startsWith('--role='))
const roles: TeamRole[] = []
for (const arg of argv.filter((value) => value.startsWith('--role='))) {
  const role = arg.slice('--role='.length)
  if (!isTeamRole(role)) fail(`"${role}" is not a role.\n${USAGE}`, 2)
  roles.push(role)
}
if (roles.length === 0) roles.push('admin')
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE)
  process.exit(0)
}
if (args.length !== 1)
  fail(
    args.length === 0
      ? `Missing the e-mail address.\n${USAGE}`
      : `Expected one e-mail address.\n${USAGE}`,
    2,
  )
const email = args[0]!.trim()
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address.\n${USAGE}`, 2)

const databaseUrl = process.env.DATABASE_URL || LOCAL_DATABASE_URL
const target = process.env.DATABASE_URL
  ? 'the database in DATABASE_URL'
  : 'the local stack (npm start)'

const client = new pg.Client({ connectionString: databaseUrl })
client.on('error', () => {})
try {
  await client.connect()
} catch (error) {
  fail(
    `Cannot connect to ${target}: ${(error as Error).message}` +
      (process.env.DATABASE_URL ? '' : '\n  Is the local stack running? Start it with npm start.'),
  )
}

try {
  const result = await grantRoles(client, email, roles)
  switch (result.outcome) {
    case 'granted':
      console.log(
        result.added.length > 0
          ? `✔ ${email} now holds ${result.added.join(', ')} (${target}).`
          : `✔ ${email} already held ${roles.join(', ')} (${target}); nothing changed.`,
      )
      break
    case 'no-such-user':
      fail(
        `No user with the e-mail ${email} in ${target}. The person must sign up (or be invited) first.`,
      )
      break
    case 'no-user-roles-table':
      fail(`${target} has no public.user_roles table: apply the migrations first.`)
  }
} catch (error) {
  fail(`Granting the role failed: ${(error as Error).message}`)
} finally {
  await client.end().catch(() => {})
}
