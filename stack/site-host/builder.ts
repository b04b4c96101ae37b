import { spawn } from 'node:child_process'

export type BuildResult = { ok: true; seconds: number } | { ok: false; reason: string }

/**
 * Runs `npm run build`'s script (scripts/build-site.ts) into `outDir`, reading the published
 * content from the stack. The reason of a failure is the last lines the build wrote, which name
 * what went wrong (a schema problem, a prerender check, a crash).
 */
export function runBuild(options: {
  repoRoot: string
  outDir: string
  ssrDir: string
  env: Record<string, string>
  /** Stops the build (the stack is stopping). */
  signal?: AbortSignal
  /** Each line the build writes, as it writes it (the host reads its progress from them). */
  onLine?: (line: string) => void
}): Promise<BuildResult> {
  const started = Date.now()
  return new Promise((resolve) => {
    // A static host builds on machines of its own, never beside the project's API; here the build
    // shares two cores with the database, the gateway and the browsers of the tests. It runs below
    // the stack's priority (`nice` execs the build: same PID, the abort signal still reaches it), so
    // a rebuild does not stall the desk's requests for seconds while it runs; `npm test` runs the
    // browsers lower still (nice 10, scripts/test.ts), as visitors' machines are not the host's
    // either. At nice 19 a build got almost no CPU while a browser worked, and the publishing
    // tests waited minutes for it.
    const child = spawn(
      'nice',
      ['-n', '5', `${options.repoRoot}/node_modules/.bin/tsx`, 'scripts/build-site.ts'],
      {
        cwd: options.repoRoot,
        env: {
          ...process.env,
          ...options.env,
          SITE_OUT_DIR: options.outDir,
          SITE_SSR_DIR: options.ssrDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        signal: options.signal,
        killSignal: 'SIGTERM',
      },
    )
    const tail: string[] = []
    // A chunk may end inside a line: the rest waits for the next chunk of the same stream.
    const keep = () => {
      let pending = ''
      return (chunk: Buffer) => {
        const lines = (pending + chunk.toString('utf8')).split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) {
          if (!line.trim()) continue
          tail.push(line.trim())
          options.onLine?.(line.trim())
        }
        tail.splice(0, Math.max(0, tail.length - 40))
      }
    }
    child.stdout.on('data', keep())
    child.stderr.on('data', keep())
    child.on('error', (error) => resolve({ ok: false, reason: error.message }))
    child.on('exit', (code) => {
      if (code === 0) {
        resolve({ ok: true, seconds: (Date.now() - started) / 1000 })
        return
      }
      const errorLine = [...tail].reverse().find((line) => /^Error\b|error:/i.test(line))
      resolve({
        ok: false,
        reason: `The build failed (exit ${code}): ${errorLine ?? tail.slice(-3).join(' ')}`.slice(
          0,
          600,
        ),
      })
    })
  })
}
