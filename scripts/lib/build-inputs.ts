/**
 * One digest of everything the two Vite builds read besides the content: the source, the build's
 * plugins and settings, the packages, and the VITE_ settings compiled into the app. Two data builds
 * (scripts/lib/site-data.ts) with the same digest produce the same bundles, so a publication that
 * changes only words may reuse the last good build's (scripts/build-site.ts). Tests are left out:
 * they are not part of any bundle.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const folders = ['src', 'public', 'supabase/functions/_shared', 'scripts/lib']
const files = [
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-site.ts',
  'scripts/prerender.ts',
]

async function listFiles(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

export async function buildInputsDigest(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const all = [...files, ...(await Promise.all(folders.map((f) => listFiles(root, f)))).flat()]
  const hash = createHash('sha256')
  for (const file of all.sort()) {
    const bytes = await readFile(path.join(root, file)).catch(() => null)
    hash
      .update(`${file}\0`)
      .update(bytes ?? 'missing')
      .update('\0')
  }
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (name.startsWith('VITE_') || name === 'SITE_DATA_BUILD') hash.update(`${name}=${value}\0`)
  }
  return hash.digest('hex')
}
