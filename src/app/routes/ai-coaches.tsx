import published from 'virtual:page-copy/ai-coaches'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { useLabels } from '@/components/sections/use-labels'
import { usePathways } from '@/components/sections/use-pathways'
import { paths } from '@/config/paths'
import { fillLabel } from '@schemas/fill-label'
import { aiCoachesPage as page } from '@/content/pages/ai-coaches'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const audienceIcons = page.audiences.items.map((item) => item.icon)
const formatIcons = page.formats.items.map((item) => item.icon)

export function Component() {
  const { block } = usePageCopy(paths.aiCoaches, published)
  const hero = block('hero', 'hero')
  const audiences = block('who-we-train', 'cards')
  const programsIntro = block('programs', 'prose')
  const formats = block('formats', 'cards')
  const process = block('how-it-works', 'steps')
  const funding = block('funding', 'list')
  const cta = block('cta', 'cta')
  // The cards' labels as /training-programs holds them (the `pathway-cards` labels).
  const words = useLabels('pathway-cards')
  const programs = usePathways().filter((pathway) =>
    page.programs.pathwayHrefs.includes(pathway.href),
  )
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={audiences.id} title={audiences.title ?? ''} intro={audiences.intro}>
        <CardGrid
          items={audiences.cards.map((card, index) => ({
            title: card.title,
            description: card.text,
            icon: audienceIcons[index],
          }))}
          columns={4}
        />
      </Section>
      <Section
        id={programsIntro.id}
        title={programsIntro.title}
        intro={programsIntro.paragraphs}
        tone="muted"
      >
        <CardGrid
          items={programs.map((pathway) => ({
            title: pathway.name,
            text: pathway.summary,
            icon: pathway.icon,
            badge: pathway.stage ? `${pathway.level} · ${pathway.stage}` : pathway.level,
            meta: [
              { label: words.duration, value: pathway.duration },
              { label: words.prerequisites, value: pathway.prerequisites },
            ],
            link: { label: fillLabel(words.link, { pathway: pathway.name }), href: pathway.href },
          }))}
        />
      </Section>
      <Section id={formats.id} title={formats.title ?? ''} intro={formats.intro}>
        <CardGrid
          items={formats.cards.map((card, index) => ({
            title: card.title,
            description: card.text,
            icon: formatIcons[index],
          }))}
        />
      </Section>
      <Section id={process.id} title={process.title ?? ''} intro={process.intro} tone="muted">
        <Steps items={process.items} />
      </Section>
      <Section id={funding.id} title={funding.title ?? ''} intro={funding.intro}>
        <BulletList items={funding.items} columns={2} />
        {funding.note && <p className="max-w-3xl text-lg text-slate-700">{funding.note}</p>}
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
