import { existsSync, readFileSync, rmSync } from 'node:fs'
import { NETWORK_LIMITS_SAVED, stackEnv, test as teardown } from './fixtures'

/** Puts back the per-network figures suite-network-mail-limits.setup.ts raised for the run. */
teardown.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

teardown(
  'the per-network acknowledgement limits are as they were before the run',
  async ({ db }) => {
    if (!existsSync(NETWORK_LIMITS_SAVED)) return
    const saved = JSON.parse(readFileSync(NETWORK_LIMITS_SAVED, 'utf8')) as {
      network_per_hour: number
      network_per_day: number
      project_per_hour: number
    }
    await db.query(
      'update private.person_mail_limits set network_per_hour = $1, network_per_day = $2, project_per_hour = $3 where true',
      [saved.network_per_hour, saved.network_per_day, saved.project_per_hour],
    )
    rmSync(NETWORK_LIMITS_SAVED, { force: true })
  },
)
