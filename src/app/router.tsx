import { lazy, useEffect, useState, type ComponentType } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import { localizedPath } from '@schemas/languages'
import { paths, type AppPath } from '@/config/paths'
import { Layout } from '@/app/layout'
import { madePageRoutes } from '@/content/made-pages'
import { publishedContent } from '@/content/published'
import { translatedRoutes } from '@/content/spanish-pages'

type RouteModule = {
  Component: ComponentType
  /**
   * Starts the page's first requests. Called in the browser on a full load of the page, as soon
   * as its chunk is in: before React renders it (see `startRouteData`).
   */
  startData?: () => void
}

/** A route's page component, code-split into its own chunk, and a way to load it ahead. */
type LazyPage = {
  Page: ComponentType
  preload: () => Promise<void>
  /** The module's `startData`, once `preload()` has resolved. */
  startData: () => void
}

let pageCommitted: () => void = () => {}
/**
 * Resolves once a page's own content is on screen and interactive. The layout's Suspense
 * boundary is hydrated after the shell around it (React gives a dehydrated boundary its own,
 * later pass), so the app is ready for a visitor only when this has resolved.
 */
export const firstPageCommitted = new Promise<void>((resolve) => (pageCommitted = resolve))

/**
 * `React.lazy` suspends on its first render even when the chunk is already in memory, which
 * would leave a hydrating page or a prerender with the Suspense fallback. Once `preload()` has
 * resolved, the loaded component is rendered directly instead.
 */
/**
 * A page's chunk fetched again after a dropped download (a rural connection loses one request and
 * not the next), as the boot script does for the app itself; only the last failure reaches the
 * error boundary.
 */
async function withRetries<T>(load: () => Promise<T>, delaysMs = [500, 2000, 5000]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      const delay = delaysMs[attempt]
      if (delay === undefined) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

function lazyPage(load: () => Promise<RouteModule>): LazyPage {
  let Loaded: ComponentType | undefined
  let startData: (() => void) | undefined
  const preload = () =>
    withRetries(load).then((module) => {
      Loaded = module.Component
      startData = module.startData
    })
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded! })))
  function Page() {
    // Chosen once per mount: switching from <Suspending /> to <Loaded /> on a later render (e.g.
    // when only the query string changes) would be a different element type, and React would
    // remount the whole page, losing its state and focus.
    const [Initial] = useState(() => Loaded)
    useEffect(() => pageCommitted(), [])
    return Initial ? <Initial /> : <Suspending />
  }
  return { Page, preload, startData: () => startData?.() }
}

/**
 * One lazy module per route (each exports `Component`), so every page is its own chunk and
 * forms, auth and admin code never load on content pages. The Record type makes the compiler
 * demand a module for every entry of `paths`.
 */
const pages: Record<AppPath, LazyPage> = {
  [paths.home]: lazyPage(() => import('@/app/routes/home')),
  [paths.about]: lazyPage(() => import('@/app/routes/about')),
  [paths.timeline]: lazyPage(() => import('@/app/routes/timeline')),
  [paths.seeTheModel]: lazyPage(() => import('@/app/routes/see-the-model')),
  [paths.programs]: lazyPage(() => import('@/app/routes/programs')),
  [paths.trainingPrograms]: lazyPage(() => import('@/app/routes/training-programs')),
  [paths.talkToAi]: lazyPage(() => import('@/app/routes/talk-to-ai')),
  [paths.createWithAi]: lazyPage(() => import('@/app/routes/create-with-ai')),
  [paths.buildWithAi]: lazyPage(() => import('@/app/routes/build-with-ai')),
  [paths.aiInnovationCertification]: lazyPage(
    () => import('@/app/routes/ai-innovation-certification'),
  ),
  [paths.aiCoachingCertification]: lazyPage(() => import('@/app/routes/ai-coaching-certification')),
  [paths.joinCompetition]: lazyPage(() => import('@/app/routes/join-competition')),
  [paths.aiCoaches]: lazyPage(() => import('@/app/routes/ai-coaches')),
  [paths.becomeAiCoach]: lazyPage(() => import('@/app/routes/become-ai-coach')),
  [paths.aiCoachProgram]: lazyPage(() => import('@/app/routes/ai-coach-program')),
  [paths.aiCoachApplication]: lazyPage(() => import('@/app/routes/ai-coach-application')),
  [paths.contact]: lazyPage(() => import('@/app/routes/contact')),
  [paths.joinAlliance]: lazyPage(() => import('@/app/routes/join-alliance')),
  [paths.applicationStatus]: lazyPage(() => import('@/app/routes/application-status')),
  [paths.partners]: lazyPage(() => import('@/app/routes/partners')),
  [paths.expansion]: lazyPage(() => import('@/app/routes/expansion')),
  [paths.events]: lazyPage(() => import('@/app/routes/events')),
  [paths.news]: lazyPage(() => import('@/app/routes/news')),
  [paths.newsArchive]: lazyPage(() => import('@/app/routes/news-archive')),
  [paths.updates]: lazyPage(() => import('@/app/routes/updates')),
  [paths.updatesConfirm]: lazyPage(() => import('@/app/routes/updates-confirm')),
  [paths.updatesPreferences]: lazyPage(() => import('@/app/routes/updates-preferences')),
  [paths.technologyPlatform]: lazyPage(() => import('@/app/routes/technology-platform')),
  [paths.contestPlatform]: lazyPage(() => import('@/app/routes/contest-platform')),
  [paths.aiSkillsTracker]: lazyPage(() => import('@/app/routes/ai-skills-tracker')),
  [paths.eventDashboard]: lazyPage(() => import('@/app/routes/event-dashboard')),
  [paths.search]: lazyPage(() => import('@/app/routes/search')),
  [paths.auth]: lazyPage(() => import('@/app/routes/auth')),
  [paths.resetPassword]: lazyPage(() => import('@/app/routes/reset-password')),
  [paths.admin]: lazyPage(() => import('@/app/routes/admin')),
  [paths.adminReports]: lazyPage(() => import('@/app/routes/admin-reports')),
  [paths.adminSite]: lazyPage(() => import('@/app/routes/admin-site')),
  [paths.adminPeople]: lazyPage(() => import('@/app/routes/admin-people')),
  [paths.adminSettings]: lazyPage(() => import('@/app/routes/admin-settings')),
  [paths.adminUpdates]: lazyPage(() => import('@/app/routes/admin-updates')),
  [paths.privacyPolicy]: lazyPage(() => import('@/app/routes/privacy-policy')),
  [paths.termsOfService]: lazyPage(() => import('@/app/routes/terms-of-service')),
}
const notFound = lazyPage(() => import('@/app/routes/not-found'))
/** Pages the team made in the desk: one module renders each from its published blocks. */
const madePage = lazyPage(() => import('@/app/routes/made-page'))

/** The route's page rides along as `handle`, so `preloadRoute` can find it from a match. */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...(Object.entries(pages) as [AppPath, LazyPage][]).map(([path, page]): RouteObject =>
        path === paths.home
          ? { index: true, element: <page.Page />, handle: page }
          : { path, element: <page.Page />, handle: page },
      ),
      // The pages published in Spanish, each also at /es/…: the same page, in the address's language.
      ...[...translatedRoutes].flatMap((route): RouteObject[] => {
        const page = pages[route as AppPath] as LazyPage | undefined
        return page
          ? [{ path: localizedPath(route, 'es'), element: <page.Page />, handle: page }]
          : []
      }),
      ...madePageRoutes(publishedContent.pages).map((path): RouteObject => ({
        path,
        element: <madePage.Page />,
        handle: madePage,
      })),
      { path: '*', element: <notFound.Page />, handle: notFound },
    ],
  },
]

/**
 * React Router's declarative mode (`BrowserRouter` in src/main.tsx, `StaticRouter` in
 * src/entry-server.tsx): the routes have no loaders or actions, so the data router's extra
 * weight in the entry chunk would buy nothing.
 */
export function AppRoutes() {
  return useRoutes(routes)
}

/**
 * Loads the page module for a URL, so the first render (hydration or prerender) shows the page
 * instead of suspending.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(pagesFor(pathname).map((page) => page.preload()))
}

/**
 * Loads the page module for a URL and starts its data (`startData`), in the browser: the page's
 * requests then travel while React renders, instead of after it.
 */
export async function startRouteData(pathname: string): Promise<void> {
  await preloadRoute(pathname)
  for (const page of pagesFor(pathname)) page.startData()
}

function pagesFor(pathname: string): LazyPage[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) =>
    match.route.handle ? [match.route.handle as LazyPage] : [],
  )
}
