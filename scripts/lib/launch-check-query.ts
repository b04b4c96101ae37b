/**
 * A database read inside a launch check: a query that fails (a missing schema or table, a refused
 * privilege) becomes the check's failing line instead of an exception. Shared by the database and
 * backlog checks, so neither imports the other.
 */
import { shortError, type CheckResult } from './launch-check-result'

/** Runs `query`; a missing schema/table or a refused privilege becomes the failing line `fault`. */
export async function attempt<T>(
  run: () => Promise<T>,
  fault: (error: string) => CheckResult,
): Promise<T | CheckResult> {
  try {
    return await run()
  } catch (error) {
    return fault(shortError(error))
  }
}

export function isResult(value: unknown): value is CheckResult {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value
}
