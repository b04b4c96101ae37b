/**
 * A suite's own connection to the throwaway stack's database (as its owner), for what a test
 * sets up or checks behind the API. The suite ends it in its afterAll.
 */
import pg from 'pg'
import type { TestStack } from './test-stack'

export async function connectStackDb(stack: Pick<TestStack, 'dbUrl'>): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: stack.dbUrl })
  await db.connect()
  return db
}
