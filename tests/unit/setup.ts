import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// npm test runs the unit tests beside the type check, lint and the stack's suites on 2 cores: a
// dialog that appears in 300 ms on a quiet machine can take over a second there. Waiting up to 5 s
// for what a test expects (and 20 s per test, vite.config.ts) fails a missing element all the
// same, only later.
configure({ asyncUtilTimeout: 5000 })

// A console.error during a test fails it unless the test expects it (epic-stack's rule).
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => {
  cleanup()
  consoleError.mockRestore()
})
