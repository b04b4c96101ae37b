import { AppLink } from '@/components/ui/app-link'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid, type CardGridItem } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps, type StepItem } from '@/components/sections/steps'
import type { Link, PlatformTool } from '@/content/schema'

export type PlatformProductPageProps = {
  tool: PlatformTool
  hero: { eyebrow?: string; title: string; lead: string; actions: readonly Link[] }
  features: { id: string; title: string }
  /** Who uses the product (or its roles), as cards. */
  audiences: { id: string; title: string; intro?: string; items: readonly CardGridItem[] }
  /** Optional ordered steps (how the product is used). */
  steps?: { id: string; title: string; steps: readonly StepItem[]; link?: Link }
  /** A sentence that points to a related page. */
  related?: { text: string; link: Link }
  cta: { title: string; text: string; actions: readonly Link[] }
}

/**
 * The shared layout of the three technology platform product pages: hero, features (from the
 * platform tools record), who uses it, optional steps, a related link and the demo call to action.
 */
export function PlatformProductPage({
  tool,
  hero,
  features,
  audiences,
  steps,
  related,
  cta,
}: PlatformProductPageProps) {
  return (
    <>
      <PageHero {...hero} />
      <Section id={features.id} title={features.title} intro={tool.summary}>
        <BulletList items={tool.features} columns={2} />
      </Section>
      <Section id={audiences.id} title={audiences.title} intro={audiences.intro} tone="muted">
        <CardGrid items={audiences.items} />
      </Section>
      {steps ? (
        <Section id={steps.id} title={steps.title}>
          <Steps items={steps.steps} />
          {steps.link ? <RelatedLink link={steps.link} /> : null}
        </Section>
      ) : null}
      {related ? (
        <div className="max-w-content mx-auto px-4 pt-4 pb-12 sm:px-6">
          <p className="text-lg text-slate-700">
            {related.text} <RelatedLink link={related.link} />
          </p>
        </div>
      ) : null}
      <CtaBand {...cta} />
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
