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
  // The build's public settings (VITE_*), for code the boot shares with the app (src/config/env.ts).
  let publicEnv: Record<string, unknown> = {}
  const bootTag = new RegExp(`<script type="module" src="${BOOT_SOURCE}"></script>\\s*`)
  return [
    {
      name: 'inline-boot:app-entry',
      apply: 'build',
      configResolved(config) {
        root = config.root
        base = config.base
        publicEnv = Object.fromEntries(
          Object.entries(config.env).filter(
            ([key]) => key.startsWith('VITE_') || ['MODE', 'DEV', 'PROD', 'BASE_URL'].includes(key),
          ),
        )
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
          const boot = await bundleBoot(root, `${base}${appChunk.fileName}`, publicEnv)
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
  publicEnv: Record<string, unknown> = {},
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
    // `import.meta.env` as Vite gives it to the app: the form funnel (src/lib/form-funnel.ts) reads
    // the Supabase URL and publishable key from src/config/env.ts in the boot too.
    define: {
      __APP_ENTRY__: JSON.stringify(appUrl),
      'import.meta.env': JSON.stringify(publicEnv),
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
