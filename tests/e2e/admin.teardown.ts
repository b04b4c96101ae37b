import { existsSync, readFileSync, rmSync } from 'node:fs'
import type { TestUser } from '../support/factories'
import { ADMIN_CREDENTIALS, ADMIN_STATE, stackEnv, test as teardown } from './fixtures'

/** Removes the admin admin.setup.ts created (their role goes with them) and the stored session. */
teardown.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

teardown('the admin the setup signed in is removed after the run', async ({ db }) => {
  if (existsSync(ADMIN_CREDENTIALS)) {
    const admin = JSON.parse(readFileSync(ADMIN_CREDENTIALS, 'utf8')) as TestUser
    await db.query('delete from auth.users where lower(email) = lower($1)', [admin.email])
  }
  rmSync(ADMIN_CREDENTIALS, { force: true })
  rmSync(ADMIN_STATE, { force: true })
})
