import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { aiCoachesPage as page } from '@/content/pages/ai-coaches'
import { pathways } from '@/content/pathways'

const programs = pathways.filter((pathway) => page.programs.pathwayHrefs.includes(pathway.href))

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.audiences.id} title={page.audiences.title} intro={page.audiences.intro}>
        <CardGrid items={page.audiences.items} columns={4} />
      </Section>
      <Section
        id={page.programs.id}
        title={page.programs.title}
        intro={page.programs.intro}
        tone="muted"
      >
        <CardGrid
          items={programs.map((pathway) => ({
            title: pathway.name,
            text: pathway.summary,
            icon: pathway.icon,
            badge: 'stage' in pathway ? `${pathway.level} · ${pathway.stage}` : pathway.level,
            meta: [
              { label: 'Duration', value: pathway.duration },
              { label: 'Prerequisites', value: pathway.prerequisites },
            ],
            link: { label: `About ${pathway.name}`, href: pathway.href },
          }))}
        />
      </Section>
      <Section id={page.formats.id} title={page.formats.title} intro={page.formats.intro}>
        <CardGrid items={page.formats.items} />
      </Section>
      <Section
        id={page.process.id}
        title={page.process.title}
        intro={page.process.intro}
        tone="muted"
      >
        <Steps items={page.process.steps} />
      </Section>
      <Section id={page.funding.id} title={page.funding.title} intro={page.funding.intro}>
        <BulletList items={page.funding.sources} columns={2} />
        <p className="max-w-3xl text-lg text-slate-700">{page.funding.note}</p>
      </Section>
      <CtaBand {...page.cta} />
    </>
  )
}
