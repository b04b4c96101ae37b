import published from 'virtual:page-copy/join-alliance'
import { AppLink } from '@/components/ui/app-link'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import { joinAlliancePage } from '@/content/pages/join-alliance'
import { AllianceRegistrationForm } from '@/features/alliance/components/alliance-registration-form'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const interestIcons = joinAlliancePage.interests.items.map((item) => item.icon)

export function Component() {
  const { block } = usePageCopy(paths.joinAlliance, published)
  const hero = block('hero', 'hero')
  const why = block('why-join', 'list')
  const interests = block('ways-to-take-part', 'cards')
  const form = block('registration-form', 'cta')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={why.id} title={why.title ?? ''} intro={why.intro}>
        <BulletList items={why.items} columns={2} />
      </Section>
      <Section id={interests.id} title={interests.title ?? ''} intro={interests.intro} tone="muted">
        <CardGrid
          items={interests.cards.map((card, index) => ({ ...card, icon: interestIcons[index] }))}
        />
      </Section>
      <Section id={form.id} title={form.title} intro={form.text}>
        <AllianceRegistrationForm />
        <p className="text-lg text-slate-700">
          {form.note}{' '}
          {form.actions.map((action) => (
            <AppLink
              key={action.href}
              href={action.href}
              external={action.external}
              className="text-primary hover:text-primary-hover font-semibold underline"
            >
              {action.label}
            </AppLink>
          ))}
        </p>
      </Section>
    </>
  )
}
