/**
 * A code-split chunk fetched again after a dropped download: on a rural
 * connection one request fails and the next succeeds. Chromium no longer keeps a failed fetch in
 * the module map (whatwg/html#10327), so importing the same URL again fetches it again. The delays
 * add up to 7.5 s, well inside the 15 s in which a pressed Submit must send or say it could not.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = [500, 2000, 5000],
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      const delay = delaysMs[attempt]
      if (delay === undefined) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
