import published from 'virtual:page-copy/technology-platform'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import { platformTools } from '@/content/platform-tools'

export function Component() {
  const { block } = usePageCopy(paths.technologyPlatform, published)
  const hero = block('hero', 'hero')
  const products = block('products', 'cards')
  const why = block('why-one-platform', 'list')
  const cta = block('cta', 'cta')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={products.id} title={products.title ?? ''} intro={products.intro}>
        <CardGrid
          // Each product's icon is the records' design (platform-tools.ts), in the cards' order.
          items={products.cards.map((card, index) => ({
            ...card,
            icon: platformTools[index]?.icon,
          }))}
        />
      </Section>
      <Section id={why.id} title={why.title ?? ''} tone="muted">
        <BulletList items={why.items} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
