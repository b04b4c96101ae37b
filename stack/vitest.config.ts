import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Contract tests of the local stack, in Node against a real throwaway stack. One fork, files in
 * sequence: the suites share one database and one inbox. A contract test of a stand-in module sits
 * beside it (stack/gateway/auth/*.test.ts, stack/gateway/rest/*.test.ts, …); tests/stack/ holds the
 * tests that prove the project's migrations and functions through the stack.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The tests' factories build rows with the forms' own rules (tsconfig.json's paths, as the app).
  resolve: {
    alias: {
      '@schemas': fileURLToPath(new URL('../supabase/functions/_shared/schemas', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/stack/**/*.test.ts', 'stack/**/*.test.ts'],
    globalSetup: ['tests/support/test-stack.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
})
