import published from 'virtual:page-copy/join-competition'
import { ScrollToOffsetButton } from '@/components/sections/scroll-to-offset-button'
import { CardGrid } from '@/components/sections/card-grid'
import { fillBlock } from '@/components/sections/fill-block'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { useCompetitions } from '@/components/sections/use-shared-lists'
import { useLabels } from '@/components/sections/use-labels'
import { joinCompetitionLayout, keyDatesText } from '@/content/pages/join-competition'
import { publishedContent } from '@/content/published'

/**
 * /join-competition is arranged by its editors: its blocks, in their order, rendered by kind. Every
 * word is page copy: the blocks, the competitions' own words (one `competition` block each, read
 * through useCompetitions and shown under the block that introduces them), and the words around
 * them (the `competition-cards` labels, the "View All Competitions" control's too, and the
 * `key-dates-sentence` labels, filled from the phases before the key dates' paragraphs). Only the
 * control's scroll offset stays with the layout (spec §2).
 */
export function Component() {
  const { blocks } = usePageCopy(paths.joinCompetition, published)
  const competitions = useCompetitions()
  const cards = useLabels('competition-cards')
  const keyDatesWords = useLabels('key-dates-sentence')
  // The cycle shown is the first the initiative lists in the desk (the current one).
  const keyDatesSentence = keyDatesText(publishedContent.timeline[0]?.phases ?? [], keyDatesWords)
  return (
    <RenderBlocks
      blocks={fillBlock(blocks, 'key-dates', 'prose', (keyDates) => ({
        ...keyDates,
        paragraphs: [keyDatesSentence, ...keyDates.paragraphs],
      }))}
      design={{
        hero: {
          control: (
            <ScrollToOffsetButton
              label={cards['view-all']}
              top={joinCompetitionLayout.viewAllScrollTop}
            />
          ),
        },
        competitions: { anchor: true },
      }}
      extras={{
        competitions: (
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
        ),
      }}
    />
  )
}
