/**
 * Vite plugins (build only) that put the boot script (src/boot.ts) inside every page's HTML
 * instead of naming it in a <script src>.
 *
 * Why: the prerendered HTML and CSS are the whole page, and any script request made while the page
 * loads shares the first paint's bandwidth. With the boot as its own 2 KB file, Lighthouse's
 * simulated mobile FCP was about 0.25 s later than the same page without scripts (1.01 s against
 * 0.76 s on /programs), which put four routes over their LCP goal. Inlined, the page makes no
 * script request at all until the visitor interacts.
 *
 * How:
 * - `vite build` takes src/main.tsx (the app) as an entry of its own (vite.config.ts) and the
 *   page's <script src="/src/boot.ts"> is taken out of index.html before Vite reads it. So the
 *   app's chunk is the entry: it keeps its `mountApp` export and holds Vite's preload helper. (With
 *   the boot as the page's entry, every chunk imported that helper from the boot's file, which
 *   would then have run the boot a second time beside the inlined copy.)
 * - once the bundle is rendered, the app chunk's stylesheet is linked from the page, and
 *   src/boot.ts is bundled on its own with esbuild into one small ES module that imports nothing,
 *   told the app chunk's hashed URL (`__APP_ENTRY__`), and put in the page as an inline
 *   <script type="module">, which runs after the document is parsed and never blocks rendering.
 * The CSP allows that one script by its hash (scripts/prerender.ts writes it into `_headers`).
 * `vite` (dev) is untouched: the page loads src/boot.ts, which imports src/main.tsx itself.
 */
import path from 'node:path'
import { build } from 'esbuild'
import type { OutputChunk } from 'rollup'
import type { Plugin } from 'vite'

const BOOT_SOURCE = '/src/boot.ts'
const APP_SOURCE = '/src/main.tsx'

export function inlineBoot(): Plugin[] {
  let root = process.cwd()
  let base = '/'
  let env: Record<string, string> = {}
  const bootTag = new RegExp(`<script type="module" src="${BOOT_SOURCE}"></script>\\s*`)
  return [
    {
      name: 'inline-boot:app-entry',
      apply: 'build',
      configResolved(config) {
        root = config.root
        base = config.base
        env = config.env
      },
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          if (!bootTag.test(html)) {
            throw new Error(`index.html must load ${BOOT_SOURCE} (inline-boot replaces it)`)
          }
          return html.replace(bootTag, '')
        },
      },
    },
    {
      name: 'inline-boot:inline',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        async handler(html, context) {
          const appChunk = Object.values(context.bundle ?? {}).find(
            (output): output is OutputChunk =>
              output.type === 'chunk' &&
              output.isEntry &&
              !!output.facadeModuleId?.endsWith(APP_SOURCE),
          )
          if (!appChunk) {
            throw new Error(
              `inline-boot: no entry chunk for ${APP_SOURCE} (build.rollupOptions.input)`,
            )
          }
          const stylesheets = [...(appChunk.viteMetadata?.importedCss ?? [])]
            .map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}">\n`)
            .join('')
          const boot = await bundleBoot(root, `${base}${appChunk.fileName}`, env)
          return html
            .replace('</head>', `${stylesheets}  </head>`)
            .replace('</body>', `  <script type="module">${boot}</script>\n  </body>`)
        },
      },
    },
  ]
}

/** src/boot.ts as one self-contained ES module that loads the app from `appUrl`. */
export async function bundleBoot(
  root: string,
  appUrl: string,
  env: Record<string, string | undefined> = {},
): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'src/boot.ts')],
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {
      __APP_ENTRY__: JSON.stringify(appUrl),
      // The visit count (src/features/visits/lib/page-view-beacon.ts) posts to the project with
      // its publishable key, as the app does; Vite's env (VITE_*) reaches the boot only here.
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(env.VITE_SUPABASE_URL ?? ''),
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(
        env.VITE_SUPABASE_PUBLISHABLE_KEY ?? '',
      ),
    },
    // The dev-only branch (`import('./main')`) is dead once __APP_ENTRY__ is defined; external,
    // so it is never bundled even before the minifier drops it.
    external: ['./main', appUrl],
    // The stylesheet is a <link> in the page; the boot's CSS import serves `vite` (dev) only.
    loader: { '.css': 'empty' },
  })
  const code = result.outputFiles[0]?.text.trim() ?? ''
  if (!code) throw new Error('inline-boot: esbuild produced no boot script')
  if (/\bimport\s*[{*\w]|from\s*["']|\bexport\s*[{*\w]/.test(code.replace(/import\(/g, ''))) {
    throw new Error('inline-boot: the boot script still imports or exports a module')
  }
  if (/<\/script|<!--/i.test(code)) {
    throw new Error('inline-boot: the boot script contains "</script" or "<!--"')
  }
  return code
}
