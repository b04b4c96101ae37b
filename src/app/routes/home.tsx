import published from 'virtual:page-copy/home'
import { CardGrid } from '@/components/sections/card-grid'
import { Goals } from '@/components/sections/goals'
import { LatestNews } from '@/components/sections/latest-news'
import { NextEventBanner, NextEventSection } from '@/components/sections/next-event'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useSiteContent } from '@/components/sections/site-content-context'
import { StatGrid } from '@/components/sections/stat-grid'
import { Steps } from '@/components/sections/steps'
import { useLabels } from '@/components/sections/use-labels'
import {
  useBlueprint,
  useClaims,
  useCompetitions,
  usePillars,
} from '@/components/sections/use-shared-lists'
import { paths } from '@/config/paths'
import { audiences } from '@/content/audiences'
import { homeCallouts, homeIcons } from '@/content/pages/home'
import { sharedLists } from '@/content/shared-blocks'
import { linkIn, translatedRoutes } from '@/content/spanish-pages'
import { useLanguage } from '@/components/language/use-language'
import { fillLabel } from '@schemas/fill-label'

/** The cards' icons are the page's design, not its words: they stay in the content modules. */
const audienceIcons = audiences.map((audience) => audience.icon)
/**
 * The hero's button after its blocks' follows the next event ("Sponsor …", or "Become a partner"),
 * in the page's language and leading to the page in it where there is one.
 */
const eventActions = {
  en: [homeCallouts.sponsor],
  es: [
    {
      label: homeCallouts.sponsor.es,
      href: linkIn(homeCallouts.sponsor.href, 'es', translatedRoutes).href,
    },
  ],
}

/**
 * / is arranged by its editors: its blocks, in their order, rendered by kind. What the route adds
 * are records: the next event's banner above the page, its sponsor button in the hero and its
 * section after the coach cards; the latest news after the hero; the claims, pillars, blueprint,
 * competitions, partner tiers and goals under the blocks that introduce them.
 */
export function Component() {
  const content = useSiteContent()
  // A tier's heading as /partners holds it (the `partner-tier-cards` labels).
  const tierWords = useLabels('partner-tier-cards')
  const competitionWords = useLabels('competition-cards')
  const { blocks } = usePageCopy(paths.home, published)
  const language = useLanguage()
  const claims = useClaims()
  const pillars = usePillars()
  const blueprint = useBlueprint()
  const competitions = useCompetitions()
  return (
    <>
      <NextEventBanner />
      <RenderBlocks
        blocks={blocks}
        within={[sharedLists.claims.id]}
        design={{
          hero: { actions: eventActions[language], after: <LatestNews /> },
          'become-an-ai-coach': {
            columns: 2,
            icons: homeIcons.becomeAnAiCoach,
            after: (tone) => <NextEventSection tone={tone} />,
          },
          partners: { inSection: true, actionAs: 'buttons' },
          'where-to-start': { icons: audienceIcons },
        }}
        extras={{
          'why-this-matters': (
            <StatGrid
              className="md:grid-cols-2 lg:grid-cols-2"
              stats={claims.map((claim) => ({ value: claim.figure, label: claim.statement }))}
            />
          ),
          pillars: <CardGrid items={pillars} columns={4} />,
          blueprint: <Steps items={blueprint} className="lg:grid-cols-4" />,
          contests: (
            <CardGrid
              columns={4}
              items={competitions.map((c) => ({
                title: c.name,
                badge: c.audience,
                text: c.description,
                icon: c.icon,
                link: { label: competitionWords['home-link'], href: c.url, external: true },
              }))}
            />
          ),
          partners: (
            <CardGrid
              columns={4}
              items={content.partnerTiers.map((tier) => ({
                title: fillLabel(tierWords.heading, { tier: tier.name }),
                text: tier.description,
                items: tier.benefits,
              }))}
            />
          ),
          goals: <Goals goals={content.goals} />,
        }}
      />
    </>
  )
}
