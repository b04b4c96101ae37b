import published from 'virtual:page-copy/about'
import { CardGrid } from '@/components/sections/card-grid'
import { Goals } from '@/components/sections/goals'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useSiteContent } from '@/components/sections/site-content-context'
import { StatGrid } from '@/components/sections/stat-grid'
import { useLabels } from '@/components/sections/use-labels'
import { useProgramAreas } from '@/components/sections/use-program-areas'
import { useClaims } from '@/components/sections/use-shared-lists'
import { paths } from '@/config/paths'
import { fillLabel } from '@schemas/fill-label'

/**
 * /about is arranged by its editors: its blocks, in their order, rendered by kind. What the route
 * adds is the records other pages own, under the blocks that introduce them: the claims, the
 * program areas, the partner tiers and the goals (with the pilot goals' block inside them).
 */
export function Component() {
  const content = useSiteContent()
  // A tier's heading as /partners holds it (the `partner-tier-cards` labels).
  const tierWords = useLabels('partner-tier-cards')
  // The program areas as /programs holds them (its `areas` block), with their icons.
  const programAreas = useProgramAreas()
  const { blocks } = usePageCopy(paths.about, published)
  const claims = useClaims()
  const pilotGoals = blocks.find((block) => block.id === 'pilot-goals')
  return (
    <RenderBlocks
      blocks={blocks}
      within={['pilot-goals']}
      extras={{
        'why-it-matters': (
          <StatGrid
            className="md:grid-cols-2 lg:grid-cols-2"
            stats={claims.map((claim) => ({ value: claim.figure, label: claim.statement }))}
          />
        ),
        programs: (
          <CardGrid
            columns={4}
            items={programAreas.map(({ title, text, icon, link }) => ({ title, text, icon, link }))}
          />
        ),
        partners: (
          <CardGrid
            columns={4}
            items={content.partnerTiers.map((tier) => ({
              title: fillLabel(tierWords.heading, { tier: tier.name }),
              text: tier.description,
            }))}
          />
        ),
        goals: (
          <>
            <Goals goals={content.goals} />
            {pilotGoals?.kind === 'prose' && (
              <>
                <div className="flex flex-col gap-3 pt-4">
                  <h3 className="text-xl font-bold">{pilotGoals.title}</h3>
                  {pilotGoals.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="max-w-3xl text-slate-700">
                      {paragraph}
                    </p>
                  ))}
                </div>
                <Goals goals={content.pilotGoals} headingLevel="h4" />
              </>
            )}
          </>
        ),
      }}
    />
  )
}
