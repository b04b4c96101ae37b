import published from 'virtual:page-copy/expansion'
import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { TableSection } from '@/components/sections/table-section'
import { paths } from '@/config/paths'

export function Component() {
  const { block } = usePageCopy(paths.expansion, published)
  const hero = block('hero', 'hero')
  const why = block('why-expand', 'prose')
  const phases = block('expansion-plan', 'table')
  const chapter = block('state-chapter', 'list')
  const cta = block('cta', 'cta')
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section title={why.title} intro={why.paragraphs} />
      <Section title={phases.title ?? ''} intro={phases.intro} tone="muted">
        <TableSection caption={phases.caption} columns={phases.columns} rows={phases.rows} />
      </Section>
      <Section title={chapter.title ?? ''} intro={chapter.intro}>
        <BulletList items={chapter.items} columns={2} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
