import published from 'virtual:page-copy/ai-coach-program'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Faq } from '@/components/sections/faq'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { TableSection } from '@/components/sections/table-section'
import { paths } from '@/config/paths'
import { aiCoachProgramPage } from '@/content/pages/ai-coach-program'
import { siteConfig } from '@/content/site'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const modelIcons = aiCoachProgramPage.model.items.map((item) => item.icon)

export function Component() {
  const { block } = usePageCopy(paths.aiCoachProgram, published)
  const hero = block('hero', 'hero')
  const model = block('workforce-model', 'cards')
  const structure = block('program-structure', 'prose')
  const trainingBlocks = block('training-blocks', 'steps')
  const practice = block('practice', 'list')
  const compensation = block('compensation', 'table')
  const whoThrives = block('who-thrives', 'list')
  const expectations = block('timeline-and-expectations', 'list')
  const journey = block('journey', 'steps')
  const faq = block('faq', 'faq')
  const cta = block('cta', 'cta')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={model.id} title={model.title ?? ''} intro={model.intro}>
        <CardGrid
          items={model.cards.map((card, index) => ({
            title: card.title,
            description: card.text,
            icon: modelIcons[index],
          }))}
          columns={4}
        />
      </Section>
      <Section id={structure.id} title={structure.title} intro={structure.paragraphs} tone="muted">
        <h3 className="text-xl font-semibold">{trainingBlocks.title}</h3>
        <Steps items={trainingBlocks.items} headingLevel="h4" />
        <h3 className="text-xl font-semibold">{practice.title}</h3>
        <BulletList items={practice.items} />
      </Section>
      <Section id={compensation.id} title={compensation.title ?? ''} intro={compensation.intro}>
        <TableSection
          caption={compensation.caption}
          columns={compensation.columns}
          rows={compensation.rows}
        />
        {compensation.note && <p className="text-slate-700">{compensation.note}</p>}
      </Section>
      <Section
        id={whoThrives.id}
        title={whoThrives.title ?? ''}
        intro={whoThrives.intro}
        tone="muted"
      >
        <BulletList items={whoThrives.items} columns={2} />
      </Section>
      <Section id={expectations.id} title={expectations.title ?? ''} intro={expectations.intro}>
        <BulletList items={expectations.items} />
        <Steps items={journey.items} />
      </Section>
      <Section id={faq.id} title={faq.title} tone="muted">
        <Faq items={faq.items} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions}>
        {cta.note && (
          <p className="text-lg">
            {cta.note}{' '}
            <a
              href={`mailto:${siteConfig.email}`}
              className="font-semibold text-white underline hover:no-underline"
            >
              {siteConfig.email}
            </a>
            .
          </p>
        )}
      </CtaBand>
    </>
  )
}
