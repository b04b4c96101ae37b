/**
 * A suite's own connection to the throwaway stack's database (as its owner, or as the superuser
 * for what only the platform may touch), for what a test sets up or checks behind the API. The
 * suite ends it in its afterAll.
 */
import pg from 'pg'
import type { TestStack } from './test-stack'

export async function connectStackDb(
  stack: Pick<TestStack, 'dbUrl' | 'superuserUrl'>,
  { asSuperuser = false } = {},
): Promise<pg.Client> {
  // A stack reached only through its env (no superuser URL given) falls back to the owner.
  const url = asSuperuser ? stack.superuserUrl || stack.dbUrl : stack.dbUrl
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  return db
}
