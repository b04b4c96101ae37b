import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { technologyPlatformPage as page } from '@/content/pages/technology-platform'
import { platformTools } from '@/content/platform-tools'

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.products.id} title={page.products.title} intro={page.products.intro}>
        <CardGrid
          items={platformTools.map((tool) => ({
            title: tool.name,
            text: tool.summary,
            icon: tool.icon,
            items: tool.features,
            link: { label: page.products.linkLabel(tool.name), href: tool.href },
          }))}
        />
      </Section>
      <Section id={page.why.id} title={page.why.title} tone="muted">
        <BulletList items={page.why.points} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  )
}
