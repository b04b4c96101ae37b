import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { minify } from 'terser'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheRenderChunk, fileCache, terserCacheKey } from '../../scripts/lib/terser-cache'

const dirs: string[] = []
function tempCache() {
  const dir = mkdtempSync(path.join(tmpdir(), 'terser-cache-'))
  dirs.push(dir)
  return { dir, cache: fileCache(dir) }
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const terserOptions = { compress: { passes: 2 } }
const es = { format: 'es' }

/** terser itself, as Vite's plugin calls it, counting its calls. */
function realTerser() {
  const calls: string[] = []
  const renderChunk = async (code: string) => {
    calls.push(code)
    const result = await minify(code, { ...terserOptions, module: true, safari10: true })
    return { code: result.code ?? '', map: null }
  }
  return { calls, renderChunk }
}

describe('the terser cache', () => {
  it('gives a chunk it has minified the very same code again, without running terser', async () => {
    const { cache } = tempCache()
    const terser = realTerser()
    const counts = { reused: 0, minified: 0 }
    const cached = cacheRenderChunk(terser.renderChunk, {
      cache,
      terserOptions,
      versions: '5',
      counts,
    })
    const code =
      'export function total(items) { let sum = 0; for (const item of items) sum += item.price; return sum }'
    const first = await cached.call(undefined, code, {}, es, {})
    const second = await cached.call(undefined, code, {}, es, {})
    expect(second).toEqual(first)
    expect(first!.code).toBe(
      (await minify(code, { ...terserOptions, module: true, safari10: true })).code,
    )
    expect(terser.calls).toHaveLength(1)
    expect(counts).toEqual({ reused: 1, minified: 1 })
  })

  it('minifies again when the code, the format, sourcemaps, the options or the versions of terser and Vite change', () => {
    const base = {
      code: 'export const a = 1',
      format: 'es',
      sourcemap: false,
      terserOptions,
      versions: 'terser 5.51.2, vite 7.3.8',
    }
    const key = terserCacheKey(base)
    expect(terserCacheKey({ ...base })).toBe(key)
    for (const change of [
      { code: 'export const a = 2' },
      { format: 'cjs' },
      { sourcemap: true },
      { terserOptions: { compress: { passes: 1 } } },
      { versions: 'terser 5.51.2, vite 7.4.0' },
    ]) {
      expect(terserCacheKey({ ...base, ...change }), JSON.stringify(change)).not.toBe(key)
    }
  })

  it('keeps nothing of a chunk terser gave no result for, and no half-written entry', async () => {
    const { dir, cache } = tempCache()
    const counts = { reused: 0, minified: 0 }
    const cached = cacheRenderChunk(async () => null, {
      cache,
      terserOptions,
      versions: '5',
      counts,
    })
    expect(await cached.call(undefined, 'export {}', {}, es, {})).toBeNull()
    cache.write('k', { code: 'x' })
    expect(readdirSync(dir)).toEqual(['k.json'])
    expect(cache.read('k')).toEqual({ code: 'x' })
    expect(cache.read('missing')).toBeUndefined()
  })
})
