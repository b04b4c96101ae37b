import published from 'virtual:page-copy/home'
import { ActionRow } from '@/components/sections/action-link'
import { AnnouncementBanner } from '@/components/sections/announcement-banner'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Goals } from '@/components/sections/goals'
import { LatestNews } from '@/components/sections/latest-news'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { StatGrid } from '@/components/sections/stat-grid'
import { Steps } from '@/components/sections/steps'
import { TableSection } from '@/components/sections/table-section'
import { useLabels } from '@/components/sections/use-labels'
import { paths } from '@/config/paths'
import { fillLabel } from '@schemas/fill-label'
import { audiences } from '@/content/audiences'
import { homePage as page } from '@/content/pages/home'
import { useSiteContent } from '@/components/sections/site-content-context'
import {
  useBlueprint,
  useClaims,
  useCompetitions,
  usePillars,
} from '@/components/sections/use-shared-lists'

/** The cards' icons are the page's design, not its words: they stay in the content modules. */
const teachIcon = page.teach.icon
const audienceIcons = audiences.map((audience) => audience.icon)
/** The hero's buttons after its first two follow the next event ("Sponsor …", or "Become a partner"). */
const eventActions = page.hero.actions.slice(2)

export function Component() {
  const content = useSiteContent()
  // A tier's heading as /partners holds it (the `partner-tier-cards` labels).
  const tierWords = useLabels('partner-tier-cards')
  const { block } = usePageCopy(paths.home, published)
  const hero = block('hero', 'hero')
  const mission = block('mission', 'prose')
  const claimsIntro = block('why-this-matters', 'prose')
  const pillarsIntro = block('pillars', 'prose')
  const blueprintIntro = block('blueprint', 'prose')
  const programsTable = block('programs-at-a-glance', 'table')
  const teach = block('become-an-ai-coach', 'cards')
  const contests = block('contests', 'prose')
  const partners = block('partners', 'cta')
  const goals = block('goals', 'prose')
  const start = block('where-to-start', 'cards')
  const closing = block('closing', 'cta')
  const claims = useClaims()
  const pillars = usePillars()
  const blueprint = useBlueprint()
  const competitions = useCompetitions()
  const competitionWords = useLabels('competition-cards')
  return (
    <>
      {page.banner && (
        <AnnouncementBanner
          text={page.banner.text}
          nowText={page.banner.nowText}
          span={page.banner.span}
          link={page.banner.link}
        />
      )}
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={[...(hero.actions ?? []), ...eventActions]}
      />
      <LatestNews />
      <Section title={mission.title} intro={mission.paragraphs} />
      <Section title={claimsIntro.title} intro={claimsIntro.paragraphs} tone="muted">
        <StatGrid
          className="md:grid-cols-2 lg:grid-cols-2"
          stats={claims.map((claim) => ({ value: claim.figure, label: claim.statement }))}
        />
      </Section>
      <Section title={pillarsIntro.title} intro={pillarsIntro.paragraphs}>
        <CardGrid items={pillars} columns={4} />
      </Section>
      <Section title={blueprintIntro.title} intro={blueprintIntro.paragraphs} tone="muted">
        <Steps items={blueprint} className="lg:grid-cols-4" />
      </Section>
      <Section title={programsTable.title ?? ''} intro={programsTable.intro}>
        <TableSection
          caption={programsTable.caption}
          columns={programsTable.columns}
          rows={programsTable.rows}
        />
      </Section>
      <Section title={teach.title ?? ''} intro={teach.intro} tone="muted">
        <CardGrid
          columns={2}
          headingLevel="h3"
          items={teach.cards.map((card) => ({ ...card, icon: teachIcon }))}
        />
      </Section>
      <Section title={page.aiWeek.title} intro={page.aiWeek.paragraphs}>
        {page.aiWeek.highlights.length > 0 && (
          <BulletList items={page.aiWeek.highlights} columns={2} />
        )}
        <ActionRow
          actions={
            page.aiWeek.schedule ? [page.aiWeek.schedule, page.aiWeek.more] : [page.aiWeek.more]
          }
        />
      </Section>
      <Section title={contests.title} intro={contests.paragraphs} tone="muted">
        <CardGrid
          columns={4}
          items={competitions.map((c) => ({
            title: c.name,
            badge: c.audience,
            text: c.description,
            icon: c.icon,
            link: { label: competitionWords['home-link'], href: c.url, external: true },
          }))}
        />
        {contests.more && <ActionRow actions={[contests.more]} size="default" />}
      </Section>
      <Section title={partners.title} intro={partners.text}>
        <CardGrid
          columns={4}
          items={content.partnerTiers.map((tier) => ({
            title: fillLabel(tierWords.heading, { tier: tier.name }),
            text: tier.description,
            items: tier.benefits,
          }))}
        />
        <ActionRow actions={partners.actions} size="default" />
      </Section>
      <Section title={goals.title} intro={goals.paragraphs} tone="muted">
        <Goals goals={content.goals} />
      </Section>
      <Section title={start.title ?? ''} intro={start.intro}>
        <CardGrid
          items={start.cards.map((card, index) => ({ ...card, icon: audienceIcons[index] }))}
        />
      </Section>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  )
}
