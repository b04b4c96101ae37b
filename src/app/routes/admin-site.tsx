import type { ComponentType } from 'react'
import { DeskPage } from '@/app/desk-page'
import { SiteDesk } from '@/features/site-content/components/site-desk'

/** The public pages' route modules, loaded when the preview shows one (each is its own chunk). */
const pageModules = import.meta.glob<{ Component: ComponentType }>([
  './*.tsx',
  '!./*.test.tsx',
  '!./admin*.tsx',
  '!./auth.tsx',
  '!./reset-password.tsx',
])

function loadPage(route: string): Promise<ComponentType> {
  // The not-found page's words are page copy's "/404" (src/content/pages/not-found.ts);
  // /news/archive is the module news-archive.tsx.
  const file =
    route === '/' ? 'home' : route === '/404' ? 'not-found' : route.slice(1).replaceAll('/', '-')
  const load = pageModules[`./${file}.tsx`]
  if (!load) return Promise.reject(new Error(`No page at ${route}`))
  return load().then((module) => module.Component)
}

/**
 * /admin/site: the desk's "Site" section, for editors. It passes the same two-factor step as the
 * rest of the desk: the database grants every role only in a trusted session (has_role).
 */
export function Component() {
  return (
    <DeskPage section="site" heading={false}>
      {() => <SiteDesk loadPage={loadPage} />}
    </DeskPage>
  )
}
