import published from 'virtual:page-copy/join-competition'
import { ActionLink, ActionRow } from '@/components/sections/action-link'
import { ScrollToOffsetButton } from '@/components/sections/scroll-to-offset-button'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import { useCompetitions } from '@/components/sections/use-shared-lists'
import { joinCompetitionPage as page } from '@/content/pages/join-competition'

/**
 * The "View All Competitions" control (it scrolls, spec §2) and the labels of the competitions'
 * record cards stay with the layout in the content module; every other word is a block, the
 * competitions' own words too (one `competition` block each, read through useCompetitions).
 */
export function Component() {
  const { block } = usePageCopy(paths.joinCompetition, published)
  const hero = block('hero', 'hero')
  const competitionsIntro = block('competitions', 'prose')
  const keyDates = block('key-dates', 'prose')
  const cta = block('cta', 'cta')
  const competitions = useCompetitions()
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead}>
        <div className="flex flex-wrap gap-3">
          <ScrollToOffsetButton label={page.viewAll.label} top={page.viewAll.scrollTop} />
          {hero.actions?.map((action) => (
            <ActionLink key={action.label} action={action} variant="outline" size="lg" />
          ))}
        </div>
      </PageHero>
      <Section
        id={competitionsIntro.id}
        title={competitionsIntro.title}
        intro={competitionsIntro.paragraphs}
      >
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
      <Section
        title={keyDates.title}
        intro={[page.timeline.text, ...keyDates.paragraphs]}
        tone="muted"
      >
        {keyDates.more && <ActionRow actions={[keyDates.more]} size="default" />}
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
