/**
 * Which of supabase/supabase-js's suites `npm run test:clients` runs, and how each is set up
 * (read from the suite's own jest config, test/supabase/ fixtures and test helpers at the commit).
 */
import { execFileSync } from 'node:child_process'
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
  /** The suite's config.toml (relative to its package) the stand-in starts from, as `supabase start --workdir test` would. */
  configFile?: string
  /** Set-up the suite's own scripts do before `supabase start` (run in the package directory). */
  prepare?(packageDir: string): void
  /** Swap the API keys the suite signs itself for the stand-in's keys of the same role. */
  mapSuiteKeys?: boolean
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
  {
    // jest.config.js: ts-jest, node, Jest's default testMatch (*.test.ts and *.spec.ts). No schema
    // or seed: the tests create their own buckets with the service_role JWT that `supabase start`
    // prints, which is the stand-in's legacy key too (stack/gateway/keys.ts). The vector and
    // analytics specs use the suite's mock server unless USE_MOCK_SERVER=false.
    name: 'storage-js',
    sql: [],
    include: ['test/**/*.test.ts', 'test/**/*.spec.ts'],
    exclude: [],
    testTimeout: 30_000,
    env: () => ({}),
  },
  {
    // project.json test:suite: `jest --config jest.config.cli.js --runInBand` after
    // `node test/generate-signing-keys.js` and `supabase start --workdir test`; docker-tests/ and
    // example/ are ignored. Its devDependencies jsonwebtoken, @faker-js/faker and jest-mock-server
    // are not this repo's: install them into .client-suites/ (see stack/README.md).
    name: 'auth-js',
    sql: [],
    include: ['test/**/*.test.ts'],
    exclude: ['**/docker-tests/**', '**/example/**'],
    testTimeout: 30_000,
    env: () => ({}),
    configFile: 'test/supabase/config.toml',
    prepare: (packageDir) => {
      execFileSync('node', ['test/generate-signing-keys.js'], { cwd: packageDir, stdio: 'ignore' })
    },
    mapSuiteKeys: true,
  },
]
