/**
 * What one line of `npm run launch:check` says, and how the lines are printed. A check passes
 * (✓), fails (✗: the launch is not ready, the command exits 1) or warns (!: worth reading, not a
 * fault, such as a schedule that has not run yet on a stack started a moment ago).
 */
export type CheckStatus = 'pass' | 'fail' | 'warn'

export interface CheckResult {
  status: CheckStatus
  /** A plain sentence: what holds, or the fault and its fix. */
  message: string
}

export const pass = (message: string): CheckResult => ({ status: 'pass', message })
export const fail = (message: string): CheckResult => ({ status: 'fail', message })
export const warn = (message: string): CheckResult => ({ status: 'warn', message })

const MARKS: Record<CheckStatus, string> = { pass: '✓', fail: '✗', warn: '!' }

export function formatResult(result: CheckResult): string {
  return `${MARKS[result.status]} ${result.message}`
}

export function formatSummary(results: CheckResult[]): string {
  const count = (status: CheckStatus) => results.filter((r) => r.status === status).length
  const failed = count('fail')
  const warned = count('warn')
  return (
    `${results.length} checks: ${count('pass')} passed, ${failed} failed` +
    (warned ? `, ${warned} to read` : '') +
    (failed
      ? '. Not ready to launch: fix each ✗ above and run the check again.'
      : warned
        ? '. Ready to launch: no ✗; read each ! above, which says what to check by hand.'
        : '. Ready to launch.')
  )
}

/** "1 row" / "2 rows". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
}

/** A duration as a person says it: "40 s", "12 min", "3 h", "2 days". */
export function humanDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 120) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 120) return `${minutes} min`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return `${hours} h`
  return `${Math.round(hours / 24)} days`
}

/** The first line of an error message, cut to a readable length. */
export function shortError(error: unknown, max = 160): string {
  const text = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
