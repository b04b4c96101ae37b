/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
})
