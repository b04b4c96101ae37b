import published from 'virtual:page-copy/about'
import { ActionRow } from '@/components/sections/action-link'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Goals } from '@/components/sections/goals'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { StatGrid } from '@/components/sections/stat-grid'
import { TableSection } from '@/components/sections/table-section'
import { useLabels } from '@/components/sections/use-labels'
import { useProgramAreas } from '@/components/sections/use-program-areas'
import { paths } from '@/config/paths'
import { useSiteContent } from '@/components/sections/site-content-context'
import { useClaims } from '@/components/sections/use-shared-lists'
import { fillLabel } from '@schemas/fill-label'

export function Component() {
  const content = useSiteContent()
  // A tier's heading as /partners holds it (the `partner-tier-cards` labels).
  const tierWords = useLabels('partner-tier-cards')
  // The program areas as /programs holds them (its `areas` block), with their icons.
  const programAreas = useProgramAreas()
  const { block } = usePageCopy(paths.about, published)
  const hero = block('hero', 'hero')
  const story = block('story', 'prose')
  const purpose = block('purpose', 'prose')
  const mission = block('mission', 'prose')
  const why = block('why-it-matters', 'prose')
  const approach = block('approach', 'table')
  const programs = block('programs', 'prose')
  const partners = block('partners', 'prose')
  const goals = block('goals', 'prose')
  const pilotGoals = block('pilot-goals', 'prose')
  const promise = block('promise', 'prose')
  const vision = block('vision', 'prose')
  const cta = block('cta', 'cta')
  const claims = useClaims()
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section title={story.title} intro={story.paragraphs} />
      <Section title={purpose.title} intro={purpose.paragraphs} tone="muted" />
      <Section title={mission.title} intro={mission.paragraphs} />
      <Section title={why.title} intro={why.paragraphs} tone="muted">
        <StatGrid
          className="md:grid-cols-2 lg:grid-cols-2"
          stats={claims.map((claim) => ({ value: claim.figure, label: claim.statement }))}
        />
      </Section>
      <Section title={approach.title ?? ''} intro={approach.intro}>
        <TableSection caption={approach.caption} columns={approach.columns} rows={approach.rows} />
      </Section>
      <Section title={programs.title} intro={programs.paragraphs} tone="muted">
        <CardGrid
          columns={4}
          items={programAreas.map(({ title, text, icon, link }) => ({ title, text, icon, link }))}
        />
        {programs.more && <ActionRow actions={[programs.more]} size="default" />}
      </Section>
      <Section title={partners.title} intro={partners.paragraphs}>
        <CardGrid
          columns={4}
          items={content.partnerTiers.map((tier) => ({
            title: fillLabel(tierWords.heading, { tier: tier.name }),
            text: tier.description,
          }))}
        />
        {partners.more && <ActionRow actions={[partners.more]} size="default" />}
      </Section>
      <Section title={goals.title} intro={goals.paragraphs} tone="muted">
        <Goals goals={content.goals} />
        <div className="flex flex-col gap-3 pt-4">
          <h3 className="text-xl font-bold">{pilotGoals.title}</h3>
          {pilotGoals.paragraphs.map((paragraph) => (
            <p key={paragraph} className="max-w-3xl text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <Goals goals={content.pilotGoals} headingLevel="h4" />
      </Section>
      <Section title={promise.title} intro={promise.paragraphs} />
      <Section title={vision.title} intro={vision.paragraphs} tone="muted">
        {vision.more && <ActionRow actions={[vision.more]} size="default" />}
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
