/**
 * Which of supabase/supabase-js's suites `npm run test:clients` runs, and how each is set up
 * (read from the suite's own jest config, test/supabase/ fixtures and test helpers at the commit).
 */
import type { StackHandle } from '../../stack/index'

/** supabase/supabase-js, master on 7 Aug 2026 (MIT licence: LICENSE at the repository's root). */
export const SUPABASE_JS_COMMIT = '381bded5ced48c4621830576bf8cbecc34edc85c'

export interface ClientSuite {
  /** packages/core/<name> */
  name: string
  /** The suite's own schema and seed, loaded as the superuser (`supabase db reset` would). */
  sql: string[]
  include: string[]
  exclude: string[]
  testTimeout: number
  env(stack: StackHandle): Record<string, string>
}

export const CLIENT_SUITES: ClientSuite[] = [
  {
    // jest.config.ts: ts-jest, node, maxWorkers 1, files sorted by path, testTimeout 30 s.
    name: 'postgrest-js',
    sql: ['test/supabase/migrations/00000000000000_schema.sql', 'test/supabase/seed.sql'],
    include: ['test/**/*.test.ts'],
    exclude: [],
    testTimeout: 30_000,
    env: () => ({}),
  },
]
