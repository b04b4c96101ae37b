/**
 * The pieces of `npm test` (scripts/test.ts) that are not the order of its suites: running one
 * suite and recording its time, keeping the output of suites that run side by side apart, and the
 * summary with each suite's time and the slowest ten tests across the suites that report them.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface SuiteResult {
  name: string
  ok: boolean
  seconds: number
  note?: string
}

export const results: SuiteResult[] = []
/** Variables every later suite gets (the throwaway stack's, once it is up). */
export const extraEnv: Record<string, string> = {}

/** Where suites write their per-test timings (JSON reporters), read back by the summary. */
export const timingsDir = join(tmpdir(), `npm-test-timings-${process.pid}`)
mkdirSync(timingsDir, { recursive: true })

interface RunOptions {
  env?: Record<string, string>
  /**
   * Hold the suite's output and print it whole when it ends: suites that run side by side would
   * otherwise interleave their lines. The one suite running alone streams as it goes.
   */
  buffered?: boolean
}

export function run(
  name: string,
  command: string,
  args: string[],
  { env = {}, buffered = false }: RunOptions = {},
): Promise<boolean> {
  const started = Date.now()
  const header = `\n━━ ${name}: ${[command, ...args].join(' ')}`
  if (!buffered) console.log(header)
  else console.log(`━━ started: ${name}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...extraEnv, ...env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const finish = (ok: boolean, note?: string) => {
      const seconds = (Date.now() - started) / 1000
      if (buffered) {
        console.log(header)
        process.stdout.write(Buffer.concat(output))
        console.log(`━━ ${ok ? 'done' : 'FAILED'}: ${name} (${seconds.toFixed(1)} s)`)
      }
      results.push({ name, ok, seconds, note })
      resolve(ok)
    }
    child.on('exit', (code, signal) => finish(code === 0, signal ? `signal ${signal}` : undefined))
    child.on('error', (error) => finish(false, error.message))
  })
}

/** Runs `steps` one after another (a lane); the lanes of scripts/test.ts run side by side. */
export async function lane(...steps: (() => Promise<unknown> | undefined)[]): Promise<void> {
  for (const step of steps) await step()
}

interface TestTiming {
  suite: string
  name: string
  seconds: number
  /** The first line of why it failed; absent for a test that passed or was skipped. */
  failure?: string
}

/** A failure message's first non-empty line, without terminal colours, short enough for a log. */
function firstLine(message: string | undefined): string {
  // Terminal colour codes (ESC [ … m) read as noise in a plain log.
  const escape = String.fromCharCode(27)
  const plain = (message ?? 'failed')
    .split(escape)
    .join('')
    .replace(/\[[0-9;]*m/g, '')
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? 'failed'
  return line.trim().slice(0, 240)
}

/** Vitest's JSON reporter: testResults[].assertionResults[] with a duration in ms. */
function vitestTimings(suite: string, file: string): TestTiming[] {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults?: {
      name: string
      assertionResults?: {
        fullName?: string
        title: string
        duration?: number | null
        status?: string
        failureMessages?: string[]
      }[]
    }[]
  }
  return (report.testResults ?? []).flatMap((fileResult) =>
    (fileResult.assertionResults ?? []).map((test) => ({
      suite,
      name: `${fileResult.name.replace(`${process.cwd()}/`, '')} › ${test.fullName ?? test.title}`,
      seconds: (test.duration ?? 0) / 1000,
      ...(test.status === 'failed' ? { failure: firstLine(test.failureMessages?.[0]) } : {}),
    })),
  )
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    tests: {
      projectName: string
      /** 'expected', 'unexpected' (failed), 'flaky' or 'skipped'. */
      status?: string
      results: { duration: number; error?: { message?: string } }[]
    }[]
  }[]
}

/** Playwright's JSON reporter: nested suites, each spec's tests with their results' durations. */
function playwrightTimings(suite: string, file: string): TestTiming[] {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: PlaywrightSuite[] }
  const timings: TestTiming[] = []
  const walk = (node: PlaywrightSuite) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0)
        const failedResult = test.results.findLast((result) => result.error)
        timings.push({
          suite,
          name: `${spec.file} › ${spec.title}`,
          seconds: ms / 1000,
          ...(test.status === 'unexpected'
            ? { failure: firstLine(failedResult?.error?.message) }
            : {}),
        })
      }
    }
    for (const child of node.suites ?? []) walk(child)
  }
  for (const top of report.suites ?? []) walk(top)
  return timings
}

export const TIMING_REPORTS: { suite: string; file: string; kind: 'vitest' | 'playwright' }[] = [
  { suite: 'unit', file: join(timingsDir, 'unit.json'), kind: 'vitest' },
  { suite: 'gateway contract', file: join(timingsDir, 'stack.json'), kind: 'vitest' },
  { suite: 'end-to-end', file: join(timingsDir, 'e2e.json'), kind: 'playwright' },
]

function allTests(): TestTiming[] {
  const all: TestTiming[] = []
  for (const report of TIMING_REPORTS) {
    if (!existsSync(report.file)) continue
    try {
      all.push(
        ...(report.kind === 'vitest'
          ? vitestTimings(report.suite, report.file)
          : playwrightTimings(report.suite, report.file)),
      )
    } catch (error) {
      console.error(`The timings in ${report.file} could not be read: ${String(error)}`)
    }
  }
  return all
}

/** Each suite's time (as it ran, side by side with others), then the slowest ten tests. */
export function printSummary(totalStarted: number): boolean {
  const failed = results.filter((result) => !result.ok)
  console.log('\n━━ Summary')
  for (const result of results) {
    const mark = result.ok ? 'ok  ' : 'FAIL'
    console.log(
      `${mark}  ${result.name.padEnd(30)} ${result.seconds.toFixed(1).padStart(7)} s${result.note ? `  (${result.note})` : ''}`,
    )
  }
  const tests = allTests()
  const slowest = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 10)
  if (slowest.length) {
    console.log('\n━━ Slowest ten tests')
    for (const test of slowest) {
      console.log(`${test.seconds.toFixed(1).padStart(7)} s  [${test.suite}] ${test.name}`)
    }
  }
  // Last, so that a log cut to its tail (CI's) still names what failed and why.
  const failedTests = tests.filter((test) => test.failure !== undefined)
  if (failedTests.length) {
    console.log('\n━━ Failed tests')
    for (const test of failedTests.slice(0, 15)) {
      console.log(`  [${test.suite}] ${test.name}\n      ${test.failure}`)
    }
    if (failedTests.length > 15) console.log(`  … and ${failedTests.length - 15} more`)
  }
  console.log(`\ntotal ${((Date.now() - totalStarted) / 1000).toFixed(1)} s`)
  console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`)
  return failed.length === 0
}
