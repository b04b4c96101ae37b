/**
 * A build cache for Vite's terser step: a chunk whose code and options were minified before is
 * given the same result again, read from `node_modules/.cache/terser/`.
 *
 * Why: a publication changes the words of a page or two, yet each rebuild ran terser over every
 * chunk again (about 11 of a build's 42 seconds on two cores, most of it on chunks that did not
 * change: React, supabase-js, zod, the desk). Static hosts keep a build cache between deploys
 * (`node_modules/.cache` on Netlify and Vercel); the local site host (stack/site-host/) rebuilds in
 * the same folder, so its rebuilds reuse what the last build minified.
 *
 * How: Vite's own `vite:terser` plugin still does the work, with its options and worker; this
 * plugin wraps its `renderChunk` once the configuration is resolved. The key is the chunk's code as
 * Rollup hands it to renderChunk (file hashes are placeholders there, so a chunk that only imports
 * a changed chunk is unchanged), the output format, sourcemaps, Vite's terser options and the
 * versions of terser and Vite: a hit is byte for byte what terser would return. Without that
 * plugin (another Vite), nothing is cached and the build is as before. The cache only grows
 * (a few changed chunks per rebuild); `npm ci` starts it empty, and deleting it is always safe.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

type RenderChunk = (
  this: unknown,
  code: string,
  chunk: unknown,
  outputOptions: { format: string; sourcemap?: unknown },
  meta: unknown,
) => Promise<{ code: string; map?: unknown } | null>

interface Minified {
  code: string
  map?: unknown
}

/** What a chunk's minified result depends on, hashed. */
export function terserCacheKey(parts: {
  code: string
  format: string
  sourcemap: boolean
  terserOptions: unknown
  versions: string
}): string {
  return createHash('sha256')
    .update(
      JSON.stringify([parts.versions, parts.format, parts.sourcemap, parts.terserOptions ?? null]),
    )
    .update('\0')
    .update(parts.code)
    .digest('hex')
}

/** A folder of results by key; a write goes through a rename, so a reader never sees half a file. */
export function fileCache(dir: string) {
  return {
    read(key: string): Minified | undefined {
      try {
        return JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8')) as Minified
      } catch {
        return undefined
      }
    },
    write(key: string, value: Minified): void {
      mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `${key}.json`)
      const partial = `${file}.${process.pid}.partial`
      writeFileSync(partial, JSON.stringify(value))
      renameSync(partial, file)
    },
  }
}

/** terser's and Vite's versions: Vite decides some of the options it calls terser with. */
function versions(root: string): string {
  const require = createRequire(path.join(root, 'package.json'))
  const version = (name: string) => {
    try {
      return (require(`${name}/package.json`) as { version: string }).version
    } catch {
      return 'unknown'
    }
  }
  return `terser ${version('terser')}, vite ${version('vite')}`
}

/** Wraps `vite:terser`'s renderChunk with the cache; counts what it reused. */
export function cacheRenderChunk(
  renderChunk: RenderChunk,
  options: {
    cache: ReturnType<typeof fileCache>
    terserOptions: unknown
    versions: string
    counts: { reused: number; minified: number }
  },
): RenderChunk {
  // Read once, before any chunk is minified: terser fills in defaults in the options it is given.
  const terserOptions: unknown = JSON.parse(JSON.stringify(options.terserOptions ?? null))
  return async function (this: unknown, code, chunk, outputOptions, meta) {
    const key = terserCacheKey({
      code,
      format: outputOptions.format,
      sourcemap: Boolean(outputOptions.sourcemap),
      terserOptions,
      versions: options.versions,
    })
    const cached = options.cache.read(key)
    if (cached) {
      options.counts.reused++
      return { code: cached.code, map: cached.map ?? null }
    }
    const result = await renderChunk.call(this, code, chunk, outputOptions, meta)
    if (!result) return result
    // No map is null on both paths (JSON keeps no undefined); the builds make no sourcemaps.
    const minified = { code: result.code, map: result.map ?? null }
    options.cache.write(key, minified)
    options.counts.minified++
    return minified
  }
}

export function terserCache(): Plugin {
  const counts = { reused: 0, minified: 0 }
  let config: ResolvedConfig | undefined
  return {
    name: 'terser-cache',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
      if (resolved.build.minify !== 'terser') return
      const terser = resolved.plugins.find((plugin) => plugin.name === 'vite:terser')
      const renderChunk = terser?.renderChunk
      if (!terser || typeof renderChunk !== 'function') return
      ;(terser as unknown as { renderChunk: RenderChunk }).renderChunk = cacheRenderChunk(
        renderChunk as unknown as RenderChunk,
        {
          cache: fileCache(path.join(resolved.root, 'node_modules/.cache/terser')),
          terserOptions: resolved.build.terserOptions,
          versions: versions(resolved.root),
          counts,
        },
      )
    },
    closeBundle() {
      if (!config || counts.reused + counts.minified === 0) return
      config.logger.info(
        `terser cache: ${counts.reused} chunks reused, ${counts.minified} minified`,
      )
    },
  }
}
