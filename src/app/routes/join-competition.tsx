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
import { useLabels } from '@/components/sections/use-labels'
import { joinCompetitionPage as page, keyDatesText } from '@/content/pages/join-competition'
import { publishedContent } from '@/content/published'

/**
 * Every word is page copy: the blocks, the competitions' own words (one `competition` block each,
 * read through useCompetitions), and the words around them (the `competition-cards` labels, the
 * "View All Competitions" control's too, and the `key-dates-sentence` labels, filled from the phases).
 * Only the control's scroll offset stays with the layout (spec §2).
 */
export function Component() {
  const { block } = usePageCopy(paths.joinCompetition, published)
  const hero = block('hero', 'hero')
  const competitionsIntro = block('competitions', 'prose')
  const keyDates = block('key-dates', 'prose')
  const cta = block('cta', 'cta')
  const competitions = useCompetitions()
  const cards = useLabels('competition-cards')
  const keyDatesWords = useLabels('key-dates-sentence')
  // The cycle shown is the first the initiative lists in the desk (the current one).
  const keyDatesSentence = keyDatesText(publishedContent.timeline[0]?.phases ?? [], keyDatesWords)
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead}>
        <div className="flex flex-wrap gap-3">
          <ScrollToOffsetButton label={cards['view-all']} top={page.viewAllScrollTop} />
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
            meta: [{ label: cards.audience, value: c.audience }],
            text: c.description,
            itemsTitle: cards.benefits,
            items: c.benefits,
            // Visible link text; the competition's name is added for screen readers.
            link: { label: cards.link, href: c.url, external: true },
          }))}
        />
      </Section>
      <Section
        title={keyDates.title}
        intro={[keyDatesSentence, ...keyDates.paragraphs]}
        tone="muted"
      >
        {keyDates.more && <ActionRow actions={[keyDates.more]} size="default" />}
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
