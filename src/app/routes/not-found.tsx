import published from 'virtual:page-copy/404'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { notFoundRoute } from '@/content/pages/not-found'

/**
 * The catch-all page, arranged by its editors: its blocks, in their order, rendered by kind. The
 * missing path is logged (spec §2) but not shown, so the prerendered dist/404.html hydrates
 * identically whatever the requested URL was. `data-start-app` asks the boot script (src/boot.ts)
 * to load the app at once rather than on first interaction, so the path is logged on every visit.
 * The large "404" over the heading is the status, hidden from screen readers, not copy.
 */
export function Component() {
  const { pathname } = useLocation()
  const { blocks } = usePageCopy(notFoundRoute, published)

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <div data-start-app="">
      <RenderBlocks blocks={blocks} design={{ hero: { mark: '404' } }} />
    </div>
  )
}
