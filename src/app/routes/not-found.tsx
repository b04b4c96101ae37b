import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'

/**
 * The catch-all page. The missing path is logged (spec §2) but not shown, so the prerendered
 * dist/404.html hydrates identically whatever the requested URL was. `data-start-app` asks the
 * boot script (src/boot.ts) to load the app at once rather than on first interaction, so the
 * path is logged on every visit.
 */
export function Component() {
  const { pathname } = useLocation()

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
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Oops! Page not found</h1>
      <p className="max-w-2xl text-lg text-slate-700">
        The page you were looking for does not exist or has moved. Check the address, use the menu
        above, or start again from the home page.
      </p>
      <Button asChild size="lg">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  )
}
