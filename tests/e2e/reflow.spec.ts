import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths, publicPaths } from '@/config/paths'
import { AXE_TAGS, expect, test } from './fixtures'

/**
 * Reflow (WCAG 2.2 1.4.10): every public route works at 320 CSS px, as at 375 and
 * 1280, without sideways scrolling. On each route at each width: the page does not scroll
 * sideways (document.scrollingElement.scrollWidth <= innerWidth), no visible text runs past the
 * screen's edges, and no box that clips its content cuts text off. axe runs at 320 px here;
 * site.spec.ts runs it on every route at 375 and 1280.
 */

const widths = [320, 375, 1280] as const
const routes = [...publicPaths, paths.auth]

/** Text that leaves the screen, and clipping boxes whose text is wider than they are. */
function overflowIn(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const problems: string[] = []
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
      const name = element.tagName.toLowerCase()
      return `<${name}${element.id ? `#${element.id}` : ''}> "${text}"`
    }
    /** Read by screen readers only (sr-only, max-sm:sr-only, the honeypot): never meant to be seen. */
    const offScreenByDesign = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [hidden]')) return true
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1) return true
        const style = getComputedStyle(node)
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')
          return true
      }
      return false
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim() || offScreenByDesign(parent)) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue
        if (rect.right > width + 1 || rect.left < -1) {
          problems.push(
            `text past the screen's edge: ${describe(parent)} (${Math.round(rect.left)}..${Math.round(rect.right)} of ${width})`,
          )
          break
        }
      }
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (offScreenByDesign(element) || !element.textContent?.trim()) continue
      const style = getComputedStyle(element)
      const clips = ['hidden', 'clip'].includes(style.overflowX)
      if (!clips || style.textOverflow === 'ellipsis') {
        if (clips && element.scrollWidth > element.clientWidth + 1) {
          problems.push(`text cut off with an ellipsis: ${describe(element)}`)
        }
        continue
      }
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `text cut off: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`,
        )
      }
    }
    const scrolling = document.scrollingElement!
    if (scrolling.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${scrolling.scrollWidth} > ${width}`)
    }
    return problems
  })
}

for (const width of widths) {
  test(`every route reflows at ${width} px: no sideways scrolling, no text cut off or off screen`, async ({
    page,
    open,
  }) => {
    test.setTimeout(routes.length * 8_000)
    await page.setViewportSize({ width, height: 800 })
    const problems: string[] = []
    for (const route of routes) {
      await open(route)
      // Sections off screen are skipped by `content-visibility: auto`; measure them rendered.
      await page
        .locator('main > section')
        .evaluateAll((sections) =>
          sections.forEach((section) => (section.style.contentVisibility = 'visible')),
        )
      for (const problem of await overflowIn(page))
        problems.push(`${route} @${width}px: ${problem}`)
    }
    expect(problems).toEqual([])
  })
}

test('every route passes axe at 320 px', async ({ page, open }) => {
  test.setTimeout(routes.length * 12_000)
  await page.setViewportSize({ width: 320, height: 800 })
  const violations: string[] = []
  for (const route of routes) {
    await open(route)
    await page
      .locator('main > section')
      .evaluateAll((sections) =>
        sections.forEach((section) => (section.style.contentVisibility = 'visible')),
      )
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    for (const violation of results.violations) {
      violations.push(
        `${route} @320px: ${violation.id} ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
      )
    }
  }
  expect(violations).toEqual([])
})
