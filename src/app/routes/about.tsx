import { ActionRow } from '@/components/sections/action-link'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Goals } from '@/components/sections/goals'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { StatGrid } from '@/components/sections/stat-grid'
import { TableSection } from '@/components/sections/table-section'
import { blueprint } from '@/content/blueprint'
import { claims } from '@/content/claims'
import { aboutPage as page } from '@/content/pages/about'
import { publishedContent } from '@/content/published'
import { programAreas } from '@/content/program-areas'

export function Component() {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead} actions={page.hero.actions} />
      <Section title={page.story.title} intro={page.story.paragraphs} />
      <Section title={page.purpose.title} intro={page.purpose.paragraphs} tone="muted" />
      <Section title={page.mission.title} intro={page.mission.paragraphs} />
      <Section title={page.why.title} intro={page.why.intro} tone="muted">
        <StatGrid
          className="md:grid-cols-2 lg:grid-cols-2"
          stats={claims.map((claim) => ({ value: claim.figure, label: claim.statement }))}
        />
      </Section>
      <Section title={page.approach.title} intro={page.approach.intro}>
        <TableSection
          caption={page.approach.caption}
          columns={page.approach.columns}
          rows={blueprint.map((step, index) => [`${index + 1}. ${step.title}`, step.description])}
        />
      </Section>
      <Section title={page.programs.title} intro={page.programs.intro} tone="muted">
        <CardGrid
          columns={4}
          items={programAreas.map(({ title, text, icon, link }) => ({ title, text, icon, link }))}
        />
        <ActionRow actions={[page.programs.more]} size="default" />
      </Section>
      <Section title={page.partners.title} intro={page.partners.intro}>
        <CardGrid
          columns={4}
          items={publishedContent.partnerTiers.map((tier) => ({
            title: `${tier.name} partners`,
            text: tier.description,
          }))}
        />
        <ActionRow actions={[page.partners.more]} size="default" />
      </Section>
      <Section title={page.goals.title} intro={page.goals.intro} tone="muted">
        <Goals goals={publishedContent.goals} />
        <div className="flex flex-col gap-3 pt-4">
          <h3 className="text-xl font-bold">{page.goals.pilotTitle}</h3>
          <p className="max-w-3xl text-slate-700">{page.goals.pilotIntro}</p>
        </div>
        <Goals goals={publishedContent.pilotGoals} headingLevel="h4" />
      </Section>
      <Section title={page.promise.title} intro={page.promise.paragraphs} />
      <Section title={page.vision.title} intro={page.vision.paragraphs} tone="muted">
        <ActionRow actions={[page.vision.more]} size="default" />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
