import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * What every page published in Spanish carries, read from the built site itself: its address (the
 * sitemap lists each `/es/…` page the build published, so no list here can go stale) and, in the
 * page's head, its language and its alternates in both languages.
 */

/** The paths of the Spanish pages the served build's sitemap lists (`/es`, `/es/contact`, …). */
export async function spanishPathsInSitemap(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  )
  return paths.filter((path) => path === '/es' || path.startsWith('/es/'))
}

/** The English page a Spanish path translates (`/es` is `/`, `/es/contact` is `/contact`). */
export function englishPathOf(spanishPath: string): string {
  return spanishPath.replace(/^\/es/, '') || '/'
}

/** The app loads on the visitor's first interaction (src/boot.ts); a key press is one. */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * The page on screen is the Spanish version of `englishPath`: `<html lang="es">`, and its head
 * names the English page (hreflang en and x-default) and itself (hreflang es) as alternates.
 */
export async function expectSpanishHead(page: Page, englishPath: string): Promise<void> {
  const spanishPath = englishPath === '/' ? '/es' : `/es${englishPath}`
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
      ),
    )
  expect(alternates, `the alternates in the head of ${spanishPath}`).toEqual({
    en: englishPath,
    es: spanishPath,
    'x-default': englishPath,
  })
}
