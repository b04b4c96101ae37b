/**
 * What the site host says about the build under way and the last one (GET /__site-host/status),
 * read from the lines the build writes (scripts/build-site.ts, scripts/prerender.ts). The desk shows
 * it beside a publication ("3 of 4 pages built", and how long it took). A real host shows this
 * only in its own deploy log (Netlify's and Cloudflare Pages' deploy logs, Vercel's build logs):
 * the desk shows it when the host it reads answers this address, and only the stamp otherwise.
 */
export interface BuildProgress {
  startedAt: string
  /** `bundles` while Vite builds the code; `pages` once pages are being rendered. */
  step: 'starting' | 'bundles' | 'pages'
  /** Pages rendered so far and the pages this build renders (null until the prerender says). */
  pagesBuilt: number | null
  pages: number | null
  /** Whether the build kept the last build's bundles (the code had not changed). */
  reused: boolean
}

export interface FinishedBuild {
  finishedAt: string
  seconds: number
  ok: boolean
  pages: number | null
  reused: boolean
}

export function startedBuild(now: Date): BuildProgress {
  return {
    startedAt: now.toISOString(),
    step: 'starting',
    pagesBuilt: null,
    pages: null,
    reused: false,
  }
}

/** The progress after one more line of the build's output. */
export function readBuildLine(progress: BuildProgress, line: string): BuildProgress {
  if (line.startsWith('Building the bundles')) return { ...progress, step: 'bundles' }
  if (line.startsWith('Same code as the last build')) {
    return { ...progress, step: 'pages', reused: true }
  }
  const pages = /^prerender: (\d+) of (\d+) pages built$/.exec(line)
  if (pages) {
    return { ...progress, step: 'pages', pagesBuilt: Number(pages[1]), pages: Number(pages[2]) }
  }
  return progress
}

export function finishedBuild(progress: BuildProgress, ok: boolean, now: Date): FinishedBuild {
  return {
    finishedAt: now.toISOString(),
    seconds: (now.getTime() - new Date(progress.startedAt).getTime()) / 1000,
    ok,
    pages: progress.pages,
    reused: progress.reused,
  }
}
