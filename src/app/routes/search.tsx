import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { siteSearch } from '@/content/site-search'
import { SiteSearch } from '@/features/search/components/site-search'

/**
 * /search: the visitors' site search. `data-start-app="q"` asks the boot script to load the app at
 * once when the address carries a query (someone used the header's box), and otherwise on the
 * first interaction as on every page, so the page itself stays at its no-script floor.
 */
export function Component() {
  const { page } = siteSearch
  return (
    <div data-start-app={siteSearch.queryParam}>
      <PageHero title={page.title} lead={page.lead} />
      <Section id="search" title={siteSearch.label} hideTitle>
        <SiteSearch />
      </Section>
    </div>
  )
}
