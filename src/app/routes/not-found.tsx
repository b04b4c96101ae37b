import published from 'virtual:page-copy/404'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { ActionLink } from '@/components/sections/action-link'
import { usePageCopy } from '@/components/sections/page-copy'
import { notFoundRoute } from '@/content/pages/not-found'

/**
 * The catch-all page. The missing path is logged (spec §2) but not shown, so the prerendered
 * dist/404.html hydrates identically whatever the requested URL was. `data-start-app` asks the
 * boot script (src/boot.ts) to load the app at once rather than on first interaction, so the
 * path is logged on every visit. Its words are page copy ("/404"); the large "404" is the
 * status, hidden from screen readers, not copy.
 */
export function Component() {
  const { pathname } = useLocation()
  const { block } = usePageCopy(notFoundRoute, published)
  const hero = block('hero', 'hero')

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <div
      data-start-app=""
      className="max-w-content mx-auto flex flex-col items-start gap-6 px-4 py-20 sm:px-6"
    >
      <p className="text-primary text-6xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{hero.title}</h1>
      <p className="max-w-2xl text-lg text-slate-700">{hero.lead}</p>
      {hero.actions?.map((action) => (
        <ActionLink key={action.label} action={action} size="lg" />
      ))}
    </div>
  )
}
