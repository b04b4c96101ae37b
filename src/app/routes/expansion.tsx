import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { TableSection } from '@/components/sections/table-section'
import { expansionPage as page } from '@/content/pages/expansion'

export function Component() {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead} actions={page.hero.actions} />
      <Section title={page.why.title} intro={page.why.paragraphs} />
      <Section title={page.phases.title} tone="muted">
        <TableSection
          caption={page.phases.caption}
          columns={page.phases.columns}
          rows={page.phases.rows.map((row) => [row.period, row.target, row.text])}
        />
      </Section>
      <Section title={page.chapter.title}>
        <BulletList items={page.chapter.items} columns={2} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
