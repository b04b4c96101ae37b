import { ActionLink, ActionRow } from '@/components/sections/action-link'
import { ScrollToOffsetButton } from '@/components/sections/scroll-to-offset-button'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { competitions } from '@/content/competitions'
import { joinCompetitionPage as page } from '@/content/pages/join-competition'

export function Component() {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead}>
        <div className="flex flex-wrap gap-3">
          <ScrollToOffsetButton label={page.viewAll.label} top={page.viewAll.scrollTop} />
          <ActionLink action={page.exploreTraining} variant="outline" size="lg" />
        </div>
      </PageHero>
      <Section id="competitions" title={page.competitions.title} intro={page.competitions.intro}>
        <CardGrid
          columns={2}
          items={competitions.map((c) => ({
            title: c.name,
            icon: c.icon,
            meta: [{ label: page.competitions.audienceLabel, value: c.audience }],
            text: c.description,
            itemsTitle: page.competitions.benefitsLabel,
            items: c.benefits,
            link: { label: page.competitions.linkLabel, href: c.url, external: true },
          }))}
        />
      </Section>
      <Section title={page.timeline.title} intro={page.timeline.text} tone="muted">
        <ActionRow actions={[page.timeline.link]} size="default" />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
