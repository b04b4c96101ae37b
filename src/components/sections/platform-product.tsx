import type { LucideIcon } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import type { BlockOf, PageBlock, PageBlockKind } from '@/content/page-copy-schema'
import type { Link } from '@/content/schema'

export type PlatformProductPageProps = {
  /** The page's route, whose blocks (page copy) hold its words. */
  route: string
  /** The page's published blocks (`virtual:page-copy/<page>`). */
  published: readonly PageBlock[]
  /** The icons of the "who uses it" cards, in order (the page's design, not its words). */
  audienceIcons: readonly LucideIcon[]
}

/**
 * The shared layout of the three technology platform product pages, laid out from blocks
 * (src/content/page-seeds/platform-product-blocks.ts): `hero`, `features` (list), the audiences
 * (cards), optional steps (how the product is used), an optional `related` sentence with its link,
 * and the demo call to action `cta`.
 */
export function PlatformProductPage({ route, published, audienceIcons }: PlatformProductPageProps) {
  const { blocks, block } = usePageCopy(route, published)
  const ofKind = <K extends PageBlockKind>(kind: K) =>
    blocks.filter((candidate): candidate is BlockOf<K> => candidate.kind === kind)
  const hero = block('hero', 'hero')
  const features = block('features', 'list')
  const audiences = ofKind('cards')[0]
  const steps = ofKind('steps')[0]
  const related = ofKind('related')[0]
  const cta = block('cta', 'cta')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={features.id} title={features.title ?? ''} intro={features.intro}>
        <BulletList items={features.items} columns={2} />
      </Section>
      {audiences ? (
        <Section
          id={audiences.id}
          title={audiences.title ?? ''}
          intro={audiences.intro}
          tone="muted"
        >
          <CardGrid
            items={audiences.cards.map((card, index) => ({
              title: card.title,
              description: card.text,
              icon: audienceIcons[index],
            }))}
          />
        </Section>
      ) : null}
      {steps ? (
        <Section id={steps.id} title={steps.title ?? ''}>
          <Steps items={steps.items} />
          {steps.action ? <RelatedLink link={steps.action} /> : null}
        </Section>
      ) : null}
      {related ? (
        <div className="max-w-content mx-auto px-4 pt-4 pb-12 sm:px-6">
          <p className="text-lg text-slate-700">
            {related.text} <RelatedLink link={related.link} />
          </p>
        </div>
      ) : null}
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}

function RelatedLink({ link }: { link: Link }) {
  return (
    <AppLink
      href={link.href}
      external={link.external}
      className="text-primary hover:text-primary-hover font-semibold underline"
    >
      {link.label}
    </AppLink>
  )
}
