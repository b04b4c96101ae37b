import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths, publicPaths } from '@/config/paths'
import { routeSeo, seoIn } from '@/content/route-seo'
import { events } from '@/content/events'
import { timelinePhases } from '@/content/timeline'
import { AXE_TAGS, expect, test } from './fixtures'
import { seedSpanishRoutes } from '../../src/content/page-translations/published-routes'
import { localizedPath } from '../../supabase/functions/_shared/schemas/languages'

// The build under test has no database (no SITE_CONTENT_URL), so it shows the content modules'
// events and timeline (the seed); the build's own seo module reads a virtual module, and the seed
// module reads Vite's import.meta.env, neither of which Node can load.
const builtSeo = routeSeo(
  { events, timeline: [{ cycle: 'seed', phases: timelinePhases }] },
  Date.now(),
)
const seoFor = (pathname: string) => seoIn(builtSeo, pathname)

/**
 * The public site as a visitor (and a crawler) meets it: every route at phone and desktop widths,
 * accessibility by axe, head tags in the prerendered HTML, links, menus, and the 404 page.
 * Routes are looped inside a few tests so one browser page is reused (fast on a small machine).
 */

const allRoutes = Object.values(paths)
const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname
}

function decodeEntities(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

for (const viewport of viewports) {
  test(`every route at ${viewport.width} px has its title, one h1, landmarks, no axe violations and no console errors`, async ({
    page,
    open,
    consoleErrors,
  }) => {
    test.setTimeout(allRoutes.length * 12_000)
    const violations: string[] = []
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    for (const route of allRoutes) {
      await open(route)
      // Every desk section (/admin, /admin/reports, /admin/site, …) without a session sends the
      // visitor to /auth; check the page shown.
      const toSignIn = route === paths.admin || route.startsWith(`${paths.admin}/`)
      if (toSignIn) await page.waitForURL((url) => url.pathname === paths.auth)
      const shown = pathnameOf(page)
      if (!toSignIn) expect(shown, `${route} stayed on its URL`).toBe(route)
      await expect(page, `${route} @${viewport.width}`).toHaveTitle(seoFor(shown).title)
      await expect(page.locator('h1'), `${route} @${viewport.width}: one h1`).toHaveCount(1)
      await expect(page.locator('h1')).not.toBeEmpty()
      await expect(page.locator('header')).toHaveCount(1)
      await expect(page.locator('main#main')).toHaveCount(1)
      await expect(page.locator('footer')).toHaveCount(1)

      // Sections off screen are skipped by `content-visibility: auto` (src/index.css), and axe
      // would read the colour behind their text as white; rendered, it reads the real one.
      await page
        .locator('main > section')
        .evaluateAll((sections) =>
          sections.forEach((section) => (section.style.contentVisibility = 'visible')),
        )
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      for (const violation of results.violations) {
        violations.push(
          `${route} @${viewport.width}px: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
        )
      }
    }

    expect(violations, 'axe violations').toEqual([])
    expect(consoleErrors, 'console errors').toEqual([])
  })
}

test('prerendered HTML of every public route has its h1, title, description, canonical and Open Graph tags', async ({
  page,
  request,
  open,
}) => {
  test.setTimeout(publicPaths.length * 6_000)
  for (const route of publicPaths) {
    const response = await request.get(route)
    expect(response.status(), route).toBe(200)
    const html = await response.text()
    const meta = seoFor(route)

    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
      decodeEntities(match[1] ?? ''),
    )
    expect(h1s, `${route}: one h1 in the HTML`).toHaveLength(1)

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
    expect(decodeEntities(title ?? ''), `${route}: <title>`).toBe(meta.title)
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
    expect(decodeEntities(description ?? ''), `${route}: description`).toBe(meta.description)
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(canonical, `${route}: canonical`).toMatch(/^https?:\/\/[^/]+\//)
    expect(new URL(canonical).pathname, `${route}: canonical path`).toBe(route)
    expect(html, `${route}: og:url`).toContain(`<meta property="og:url" content="${canonical}"`)
    expect(html).toContain('<meta property="og:title"')
    expect(html).toContain('<meta property="og:description"')
    // One script: the inline boot, which the CSP allows by its hash and no other inline script.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(
      scripts.map((script) => script[1]),
      `${route}: only the inline boot script`,
    ).toEqual([' type="module"'])
    const bootHash = createHash('sha256')
      .update(scripts[0]?.[2] ?? '')
      .digest('base64')
    expect(response.headers()['content-security-policy'], `${route}: CSP`).toMatch(
      // 'wasm-unsafe-eval': the site search's Pagefind script compiles WebAssembly (no JS eval).
      new RegExp(
        `script-src 'self' 'wasm-unsafe-eval' 'sha256-${bootHash.replace(/[+/]/g, '\\$&')}';`,
      ),
    )

    // The hydrated page shows the same h1 the crawler got.
    await open(route)
    await expect(page.locator('h1')).toHaveText(h1s[0] ?? '')
  }
})

test('a page works without JavaScript: content, links and FAQ-style details are in the HTML', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(paths.about)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('nav[aria-label="Main"] a[href="/partners"]').first()).toBeAttached()
  await expect(page.locator('footer a[href^="mailto:"]')).toHaveCount(1)
  await expect(page.locator('footer a[href^="tel:+1"]')).toHaveCount(1)
  await context.close()
})

test('no internal link on any page leads to the 404 page', async ({ page, request, open }) => {
  test.setTimeout(120_000)
  const hrefs = new Set<string>()
  for (const route of allRoutes) {
    await open(route)
    const found = await page.$$eval('a[href]', (anchors) =>
      anchors
        .map((anchor) => anchor.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('//')),
    )
    found.forEach((href) => hrefs.add(href.split('#')[0] || '/'))
  }
  expect(hrefs.size).toBeGreaterThan(20)

  const broken: string[] = []
  for (const href of hrefs) {
    const response = await request.get(href)
    if (response.status() !== 200) broken.push(`${href} → ${response.status()}`)
    else if ((await response.text()).includes('Oops! Page not found'))
      broken.push(`${href} → 404 page`)
  }
  expect(broken).toEqual([])
})

test('every external link opens in a new tab with rel noopener noreferrer and says so', async ({
  page,
  open,
}) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  let externalCount = 0
  for (const route of allRoutes) {
    await open(route)
    const links = await page.$$eval('a[href]', (elements) =>
      (elements as HTMLAnchorElement[])
        .filter((anchor) => {
          const url = new URL(anchor.href, location.href)
          return /^https?:$/.test(url.protocol) && url.origin !== location.origin
        })
        .map((anchor) => ({
          href: anchor.href,
          target: anchor.getAttribute('target'),
          rel: anchor.getAttribute('rel') ?? '',
          text: anchor.textContent ?? '',
        })),
    )
    externalCount += links.length
    for (const link of links) {
      const rel = link.rel.split(/\s+/)
      if (link.target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer')) {
        problems.push(`${route}: ${link.href} target=${link.target} rel="${link.rel}"`)
      }
      if (!link.text.includes('(opens in a new tab)')) {
        problems.push(`${route}: ${link.href} does not say it opens a new tab`)
      }
    }
  }
  expect(problems).toEqual([])
  test
    .info()
    .annotations.push({ type: 'external links checked', description: String(externalCount) })
})

test.describe('desktop menus (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  for (const menu of [
    { label: 'About', first: 'About the Alliance', second: 'National Expansion', openKey: 'Enter' },
    {
      label: 'Programs',
      first: 'Training Pathways',
      second: 'Contests & Innovation Challenges',
      openKey: 'Space',
    },
  ]) {
    test(`the ${menu.label} menu opens and closes by keyboard and arrow keys move between items`, async ({
      page,
      open,
    }) => {
      await open(paths.home)
      const nav = page.getByRole('navigation', { name: 'Main' })
      const trigger = nav.getByRole('button', { name: menu.label })
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      const listId = await trigger.getAttribute('aria-controls')
      const list = page.locator(`[id="${listId}"]`)
      await expect(list).toBeHidden()

      await trigger.focus()
      await page.keyboard.press(menu.openKey)
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(list).toBeVisible()

      await page.keyboard.press('ArrowDown')
      await expect(list.getByRole('link', { name: menu.first })).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(list.getByRole('link', { name: menu.second })).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(list.getByRole('link', { name: menu.first })).toBeFocused()

      await page.keyboard.press('Escape')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(list).toBeHidden()
      await expect(trigger).toBeFocused()

      // Mouse: click opens, a click elsewhere closes.
      await trigger.click()
      await expect(list).toBeVisible()
      await page.locator('main').click({ position: { x: 5, y: 5 } })
      await expect(list).toBeHidden()
    })
  }

  test('choosing a menu item navigates, updates the title and moves focus to the new h1', async ({
    page,
    open,
  }) => {
    await open(paths.home)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'About' }).click()
    await nav.getByRole('link', { name: 'Timeline & Deadlines' }).click()
    await expect(page).toHaveURL(/\/timeline$/)
    await expect(page).toHaveTitle(seoFor(paths.timeline).title)
    await expect(page.locator('h1')).toBeFocused()
    await expect(nav.getByRole('button', { name: 'About' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the menu toggles open and About and Programs expand separately', async ({ page, open }) => {
    await open(paths.home)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Partners' })).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Partners' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Admin Login' })).toBeVisible()

    const about = nav.getByRole('button', { name: 'About' })
    const programs = nav.getByRole('button', { name: 'Programs' })
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(programs).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Timeline & Deadlines' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Statewide Events' })).toBeHidden()

    await programs.click()
    await expect(programs).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Statewide Events' })).toBeVisible()
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Statewide Events' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()

    await toggle.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test('the skip link is the first stop and moves focus to the main content', async ({
  page,
  open,
}) => {
  await open(paths.about)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('an unknown path returns 404 and shows Oops! Page not found with a link home', async ({
  page,
  open,
  consoleErrors,
}) => {
  const response = await open('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page).toHaveTitle(seoFor('/this-page-does-not-exist').title)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(consoleErrors.join('\n')).toContain(
    '404 Error: User attempted to access non-existent route: /this-page-does-not-exist',
  )
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('content pages load no Supabase, zod or react-hook-form code', async ({ page, open }) => {
  test.setTimeout(120_000)
  // Strings that survive minification: supabase-js's client name and auth class, zod's error
  // class name, and a react-hook-form option name.
  const markers = {
    supabase: /supabase-js|GoTrueClient/,
    zod: /ZodError/,
    'react-hook-form': /shouldUnregister/,
  }
  // The status lookup is a form too (reference and address, checked by the same zod kit), and so
  // are the updates' sign-up, its confirmation and the preferences reached from an update.
  const formRoutes: string[] = [
    paths.aiCoachApplication,
    paths.contact,
    paths.joinAlliance,
    paths.applicationStatus,
    paths.updates,
    paths.updatesConfirm,
    paths.updatesPreferences,
  ]
  const contentRoutes = publicPaths.filter((route) => !formRoutes.includes(route))
  const found: string[] = []
  const scripts = new Map<string, string>()
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), await response.text().catch(() => ''))
    }
  })
  for (const route of contentRoutes) {
    scripts.clear()
    // A fresh document per route, so every script it needs is requested again.
    await page.goto('about:blank')
    await open(route)
    await page.waitForLoadState('networkidle')
    expect(scripts.size, `${route} loads its scripts`).toBeGreaterThan(0)
    for (const [url, body] of scripts) {
      for (const [name, pattern] of Object.entries(markers)) {
        if (pattern.test(body)) found.push(`${route} loads ${name} in ${new URL(url).pathname}`)
      }
    }
  }
  expect(found).toEqual([])

  // Control: the detection works — the contact form's chunk does carry zod and react-hook-form.
  scripts.clear()
  await page.goto('about:blank')
  await open(paths.contact)
  await page.waitForLoadState('networkidle')
  const contactBodies = [...scripts.values()].join('\n')
  expect(markers.zod.test(contactBodies), 'zod found on /contact').toBe(true)
  expect(markers['react-hook-form'].test(contactBodies), 'react-hook-form found on /contact').toBe(
    true,
  )
})

test('security headers travel with every response', async ({ request }) => {
  for (const route of [paths.home, paths.contact, paths.auth, '/no-such-page']) {
    const response = await request.get(route)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, route).toContain("script-src 'self'")
    expect(csp, route).toContain("frame-ancestors 'none'")
    expect(csp, route).toMatch(/connect-src 'self' https?:\/\/\S+/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
  }
})

test('sitemap.xml lists every public route and robots.txt keeps crawlers out of /admin and /auth', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  // Every public route, and the Spanish address of each page the build publishes in Spanish.
  const spanish = seedSpanishRoutes
    .filter((route) => (publicPaths as readonly string[]).includes(route))
    .map((route) => localizedPath(route, 'es'))
  expect(locs.sort()).toEqual([...publicPaths, ...spanish].sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Disallow: \/admin$/m)
  expect(robots).toMatch(/^Disallow: \/auth$/m)
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})
