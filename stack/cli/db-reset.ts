/**
 * `npm run db:reset`: deletes the local stack's data (.stack/), so the next `npm start` creates a
 * fresh database, applies every migration and the seed, and generates a new admin password.
 */
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { removeStackData } from '../db/postgres'
import { REPO_ROOT, runningStackPid } from '../index'

const dataDir = process.env.STACK_DATA_DIR
  ? resolve(process.env.STACK_DATA_DIR)
  : join(REPO_ROOT, '.stack')
const shown = relative(process.cwd(), dataDir) || dataDir

const pid = runningStackPid(dataDir)
if (pid) {
  console.error(
    `✖ The local stack is running (pid ${pid}). Stop it with Ctrl-C first, then run npm run db:reset again.`,
  )
  process.exit(1)
}

if (!existsSync(dataDir)) {
  console.log(
    `Nothing to reset: ${shown} does not exist. The next npm start creates a fresh database.`,
  )
  process.exit(0)
}

// Also the database files that running as root keeps outside a 0700 checkout.
removeStackData(dataDir)
console.log(
  `Deleted ${shown} (database, admin password). The next npm start applies every migration and the seed again.`,
)
