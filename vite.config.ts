/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { inlineBoot } from './scripts/lib/inline-boot'
import { siteContent } from './scripts/lib/site-content-plugin'
import { terserCache } from './scripts/lib/terser-cache'

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineBoot(), siteContent(), terserCache()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The forms' zod schemas live with the edge functions, which deploy only supabase/functions.
      '@schemas': fileURLToPath(new URL('./supabase/functions/_shared/schemas', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // Budget: the home route loads under 100 KB of gzipped JavaScript. Terser's two passes
    // shave a few KB off esbuild's output, and every browser Vite's default build target
    // covers supports <link rel="modulepreload">, so its polyfill would be dead weight.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app is an entry of its own (scripts/lib/inline-boot.ts: the page names no script
      // until the boot is inlined into it), so its chunk keeps the `mountApp` export the boot
      // calls; the chunks that share its code import further exports from it (allow-extension),
      // rather than through a second, facade chunk that would cost the boot another round trip.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        main: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
      },
      preserveEntrySignatures: 'allow-extension',
    },
  },
  test: {
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Setting up jsdom costs each file about a second of CPU: components (.tsx) get it, plain
    // modules (.ts) run in Node unless the file asks for a DOM (`// @vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'modules',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
    ],
  },
})
