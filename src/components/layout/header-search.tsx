import { Search } from 'lucide-react'
import { paths } from '@/config/paths'
import { useCurrentLanguage } from '@/components/language/current-language'
import { layoutWords } from '@/components/layout/layout-words'
import { siteSearch } from '@/content/site-search'
import { cn } from '@/lib/utils'

/**
 * The header's search box: a plain GET form to /search?q=…, with no script of its own, so it works
 * before the app has loaded and with none at all (the boot script lets a form with an `action` go
 * its way, src/boot.ts). The /search page loads the index. `idPrefix` keeps the ids unique where
 * the box appears twice (the wide header and the phone menu).
 */
export function HeaderSearch({ idPrefix, className }: { idPrefix: string; className?: string }) {
  const inputId = `${idPrefix}-search-query`
  const words = layoutWords[useCurrentLanguage()]
  return (
    <form
      role="search"
      action={paths.search}
      method="get"
      aria-label={words.search}
      className={cn('flex items-stretch', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {words.search}
      </label>
      <input
        id={inputId}
        type="search"
        name={siteSearch.queryParam}
        autoComplete="off"
        enterKeyHint="search"
        className="text-ink min-h-10 w-full min-w-0 rounded-l-md border border-r-0 border-slate-500 bg-white px-3 py-2 text-base placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-10 min-w-10 items-center justify-center rounded-r-md px-2.5"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{words.searchButton}</span>
      </button>
    </form>
  )
}
