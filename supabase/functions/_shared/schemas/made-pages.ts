import { z } from 'zod'
import { pageMenus, type PageMenu } from './page-menus.ts'

/**
 * Pages the team makes in the desk, without a developer: a scholarship, a week's schedule. Such a
 * page is an entry of the content's `pages` like any other (its route the key, its blocks the
 * page), marked `made` with the name its menu link shows and where that link appears. It lives at
 * a free address of one segment (`/scholarships`) that no route of the code uses. Retiring it
 * keeps the entry with `retiredTo`: the page is no longer built and its address leads to the page
 * named there (a permanent redirect), so links people saved keep working.
 *
 * The database repeats these rules (private.made_page_problem, migration
 * 20251101055000_site_content_rules.sql); tests/unit/page-copy/made-pages-agree.test.ts holds its list of
 * taken addresses to this one.
 */

const pageMenuValues = Object.keys(pageMenus) as [PageMenu, ...PageMenu[]]

export const madePageSchema = z.object({
  /** The page's name in the desk's list and on its menu link. */
  name: z
    .string()
    .trim()
    .min(3, 'Enter the page’s name as its menu link shows it, such as Scholarships')
    .max(40, 'Keep the name to 40 characters at most: it is a menu link'),
  menu: z.enum(pageMenuValues, { error: 'Choose where the page’s link appears' }),
})

/**
 * The first segments the site's code and files use: a made page cannot take one, so it never
 * hides a route, a folder of the build (assets, data, pictures, the search index) or a future
 * Spanish site (/es). tests/unit/page-copy/made-pages-agree.test.ts checks every route of
 * src/config/paths.ts is here.
 */
export const takenFirstSegments: readonly string[] = [
  'about',
  'admin',
  'ai-coach-application',
  'ai-coach-program',
  'ai-coaches',
  'ai-coaching-certification',
  'ai-innovation-certification',
  'ai-skills-tracker',
  'application-status',
  'assets',
  'auth',
  'become-ai-coach',
  'build-with-ai',
  'contact',
  'contest-platform',
  'create-with-ai',
  'es',
  'event-dashboard',
  'events',
  'expansion',
  'join-alliance',
  'join-competition',
  'news',
  'news-images',
  'pagefind',
  'partner-logos',
  'partners',
  'privacy-policy',
  'programs',
  'search',
  'see-the-model',
  'site-data',
  'talk-to-ai',
  'technology-platform',
  'terms-of-service',
  'timeline',
  'training-programs',
  'updates',
]

const addressPattern = /^\/[a-z0-9]+(-[a-z0-9]+)*$/

/** Why a made page cannot live at `route` (among the site's `routes`), or undefined. */
export function madePageAddressProblem(
  route: string,
  routes: ReadonlySet<string>,
): string | undefined {
  if (!addressPattern.test(route) || route.length > 61) {
    return 'Write the address as / and one or more words in small letters joined by hyphens, such as /scholarships (at most 60 characters)'
  }
  if (takenFirstSegments.includes(route.slice(1)) || routes.has(route)) {
    return `The site already has a page at ${route}: choose another address`
  }
  return undefined
}

type PageLike = {
  seo?: unknown
  blocks: readonly { kind: string }[]
  made?: unknown
  retiredTo?: string
}

/** The routes whose pages are built: every page but the retired ones. */
export function livePageRoutes(pages: Readonly<Record<string, PageLike>>): Set<string> {
  return new Set(
    Object.entries(pages)
      .filter(([, page]) => page.retiredTo === undefined)
      .map(([route]) => route),
  )
}

/**
 * What is wrong with the made and retired pages of `pages`, each with where it is (for the
 * message beside its field). Only a made page can be retired; it must have its title and
 * description for search engines and start with the top of the page (its one heading); a retired
 * page leads to a page that is built.
 */
export function madePageProblems(
  pages: Readonly<Record<string, PageLike>>,
): { message: string; path: (string | number)[] }[] {
  const problems: { message: string; path: (string | number)[] }[] = []
  const live = livePageRoutes(pages)
  for (const [route, page] of Object.entries(pages)) {
    if (page.retiredTo !== undefined) {
      if (!page.made) {
        problems.push({
          message: `${route} is one of the site’s own pages: only a page made in the desk can be retired`,
          path: [route, 'retiredTo'],
        })
      } else if (!live.has(page.retiredTo) || page.retiredTo === route) {
        problems.push({
          message: `Choose the page ${route}’s visitors are sent to: one of the site’s pages, such as /programs`,
          path: [route, 'retiredTo'],
        })
      }
    }
    if (!page.made) continue
    const others = new Set(Object.keys(pages).filter((other) => other !== route))
    const address = madePageAddressProblem(route, others)
    if (address) problems.push({ message: address, path: [route] })
    if (page.retiredTo !== undefined) continue
    if (!page.seo) {
      problems.push({
        message: `${route}: write the page’s title and description for search engines`,
        path: [route, 'seo', 'title'],
      })
    }
    if (page.blocks[0]?.kind !== 'hero') {
      problems.push({
        message: `${route}: start the page with its top (a “Top of the page” block holds its heading)`,
        path: [route, 'blocks'],
      })
    }
  }
  return problems
}
