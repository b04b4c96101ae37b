import { permissionsOf } from '@schemas/team-roles'
import type { ComponentType } from 'react'
import { DeskPage } from '@/app/desk-page'
import { useDeskRoles } from '@/features/admin/hooks/use-desk-roles'
import { SiteDesk } from '@/features/site-content/components/site-desk'
import { partsPublishableWith } from '@/features/site-content/lib/site-parts'

/** The public pages' route modules, loaded when the preview shows one (each is its own chunk). */
const pageModules = import.meta.glob<{ Component: ComponentType }>([
  './*.tsx',
  '!./*.test.tsx',
  '!./admin*.tsx',
  '!./auth.tsx',
  '!./reset-password.tsx',
  '!./made-page.tsx',
])

function loadPage(route: string): Promise<ComponentType> {
  // The not-found page's words are page copy's "/404" (src/content/page-seeds/404.ts);
  // /news/archive is the module news-archive.tsx.
  const file =
    route === '/' ? 'home' : route === '/404' ? 'not-found' : route.slice(1).replaceAll('/', '-')
  const load = pageModules[`./${file}.tsx`]
  // Any other address is a page made in the desk, shown from the draft's blocks.
  if (!load) {
    return import('./made-page').then(({ MadePage }) => () => <MadePage route={route} />)
  }
  return load().then((module) => module.Component)
}

/** The Site section with the parts the member's roles may publish (all of them for an editor). */
function SiteSection() {
  const publishable = partsPublishableWith(permissionsOf(useDeskRoles() ?? []))
  return <SiteDesk loadPage={loadPage} publishable={publishable} />
}

/**
 * /admin/site: the desk's "Site" section, for editors and news editors. It passes the same
 * two-factor step as the rest of the desk: the database grants every permission only in a trusted
 * session (authorize).
 */
export function Component() {
  return (
    <DeskPage section="site" heading={false}>
      {() => <SiteSection />}
    </DeskPage>
  )
}
