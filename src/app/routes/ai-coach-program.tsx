import published from 'virtual:page-copy/ai-coach-program'
import { BulletList } from '@/components/sections/bullet-list'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { Steps } from '@/components/sections/steps'
import { paths } from '@/config/paths'
import type { BlockOf, PageBlock, PageBlockKind } from '@/content/page-copy-schema'
import { aiCoachProgramIcons } from '@/content/pages/ai-coach-program'
import { siteConfig } from '@/content/site'

/** A block the route shows inside another's section, if the editors kept it. */
function blockOf<K extends PageBlockKind>(blocks: readonly PageBlock[], id: string, kind: K) {
  return blocks.find((block): block is BlockOf<K> => block.id === id && block.kind === kind)
}

/**
 * /ai-coach-program is arranged by its editors: its blocks, in their order, rendered by kind. The
 * training blocks and the practice list are shown inside the program's structure, the journey's
 * steps under the timeline's list (they keep their places in the editor), and the site's address
 * ends the closing band's note.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.aiCoachProgram, published)
  const trainingBlocks = blockOf(blocks, 'training-blocks', 'steps')
  const practice = blockOf(blocks, 'practice', 'list')
  const journey = blockOf(blocks, 'journey', 'steps')
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      within={['training-blocks', 'practice', 'journey']}
      design={{
        'workforce-model': { icons: aiCoachProgramIcons.model, columns: 4 },
        'timeline-and-expectations': { columns: 1 },
        cta: {
          noteEnd: (
            <>
              {' '}
              <a
                href={`mailto:${siteConfig.email}`}
                className="font-semibold text-white underline hover:no-underline"
              >
                {siteConfig.email}
              </a>
              .
            </>
          ),
        },
      }}
      extras={{
        'program-structure': (
          <>
            {trainingBlocks && (
              <>
                <h3 className="text-xl font-semibold">{trainingBlocks.title}</h3>
                <Steps items={trainingBlocks.items} headingLevel="h4" />
              </>
            )}
            {practice && (
              <>
                <h3 className="text-xl font-semibold">{practice.title}</h3>
                <BulletList items={practice.items} />
              </>
            )}
          </>
        ),
        'timeline-and-expectations': journey && <Steps items={journey.items} />,
      }}
    />
  )
}
