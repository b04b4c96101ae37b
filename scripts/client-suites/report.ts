/** The per-suite lines `npm run test:clients` prints. */
export interface SuiteCounts {
  suite: string
  /** Tests that ran (passed + failed); skipped ones are counted apart. */
  run: number
  passed: number
  failed: number
  skipped: number
  seconds: number
  failures: { name: string; message: string }[]
}

export function summarise(results: SuiteCounts[]): string[] {
  return results.map(
    (r) =>
      `${r.suite.padEnd(14)} ${String(r.run).padStart(4)} run: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` +
      `${r.failures.some((f) => f.name.endsWith('(file failed to load)')) ? ' (some files did not load)' : ''} (${Math.round(r.seconds)} s)`,
  )
}
