import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Faq } from '@/components/sections/faq'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { TableSection } from '@/components/sections/table-section'
import { coachJourney } from '@/content/coach-journey'
import { workModels } from '@/content/compensation'
import { aiCoachProgramPage as page } from '@/content/pages/ai-coach-program'
import { siteConfig } from '@/content/site'

export function Component() {
  const { structure } = page
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.model.id} title={page.model.title} intro={page.model.intro}>
        <CardGrid items={page.model.items} columns={4} />
      </Section>
      <Section id={structure.id} title={structure.title} intro={structure.intro} tone="muted">
        <h3 className="text-xl font-semibold">{structure.blocksTitle}</h3>
        <Steps items={structure.blocks} headingLevel="h4" />
        <h3 className="text-xl font-semibold">{structure.practiceTitle}</h3>
        <BulletList items={structure.practice} />
      </Section>
      <Section
        id={page.compensation.id}
        title={page.compensation.title}
        intro={page.compensation.intro}
      >
        <TableSection
          caption={page.compensation.caption}
          columns={['Work model', 'Hours', 'Pay', 'Notes']}
          rows={workModels.map((m) => [m.model, m.hours, m.pay, m.notes])}
        />
        <p className="text-slate-700">{page.compensation.note}</p>
      </Section>
      <Section
        id={page.whoThrives.id}
        title={page.whoThrives.title}
        intro={page.whoThrives.intro}
        tone="muted"
      >
        <BulletList items={page.whoThrives.traits} columns={2} />
      </Section>
      <Section
        id={page.expectations.id}
        title={page.expectations.title}
        intro={page.expectations.intro}
      >
        <BulletList items={page.expectations.selection} />
        <Steps items={coachJourney} />
      </Section>
      <Section id={page.faq.id} title={page.faq.title} tone="muted">
        <Faq items={page.faq.items} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions}>
        <p className="text-lg">
          {page.cta.mailLead}{' '}
          <a
            href={`mailto:${siteConfig.email}`}
            className="font-semibold text-white underline hover:no-underline"
          >
            {siteConfig.email}
          </a>
          .
        </p>
      </CtaBand>
    </>
  )
}
