import { ActionRow } from '@/components/sections/action-link'
import { AnnouncementBanner } from '@/components/sections/announcement-banner'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Goals } from '@/components/sections/goals'
import { LatestNews } from '@/components/sections/latest-news'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { StatGrid } from '@/components/sections/stat-grid'
import { Steps } from '@/components/sections/steps'
import { TableSection } from '@/components/sections/table-section'
import { audiences } from '@/content/audiences'
import { blueprint } from '@/content/blueprint'
import { claims } from '@/content/claims'
import { competitions } from '@/content/competitions'
import { homePage as page } from '@/content/pages/home'
import { publishedContent } from '@/content/published'
import { pillars } from '@/content/pillars'
import { programTable } from '@/content/program-table'

export function Component() {
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
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
      />
      <LatestNews />
      <Section title={page.mission.title} intro={page.mission.paragraphs} />
      <Section title={page.claimsTitle} tone="muted">
        <StatGrid
          className="md:grid-cols-2 lg:grid-cols-2"
          stats={claims.map((claim) => ({ value: claim.figure, label: claim.statement }))}
        />
      </Section>
      <Section title={page.pillars.title} intro={page.pillars.intro}>
        <CardGrid items={pillars} columns={4} />
      </Section>
      <Section title={page.blueprint.title} intro={page.blueprint.intro} tone="muted">
        <Steps items={blueprint} className="lg:grid-cols-4" />
      </Section>
      <Section title={page.programTable.title} intro={page.programTable.intro}>
        <TableSection
          caption={page.programTable.caption}
          columns={page.programTable.columns}
          rows={programTable.map((row) => [row.program, row.audience, row.outcome])}
        />
      </Section>
      <Section title={page.teachSectionTitle} tone="muted">
        <CardGrid
          columns={2}
          headingLevel="h3"
          items={[
            {
              title: page.teach.title,
              text: page.teach.text,
              icon: page.teach.icon,
              link: page.teach.link,
            },
          ]}
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
      <Section title={page.contests.title} intro={page.contests.intro} tone="muted">
        <CardGrid
          columns={4}
          items={competitions.map((c) => ({
            title: c.name,
            badge: c.audience,
            text: c.description,
            icon: c.icon,
            link: { label: 'Visit the site', href: c.url, external: true },
          }))}
        />
        <ActionRow actions={[page.contests.more]} size="default" />
      </Section>
      <Section title={page.partners.title} intro={page.partners.intro}>
        <CardGrid
          columns={4}
          items={publishedContent.partnerTiers.map((tier) => ({
            title: `${tier.name} partners`,
            text: tier.description,
            items: tier.benefits,
          }))}
        />
        <ActionRow actions={[page.partners.action, page.partners.more]} size="default" />
      </Section>
      <Section title={page.goals.title} intro={page.goals.intro} tone="muted">
        <Goals goals={publishedContent.goals} />
      </Section>
      <Section title={page.audiences.title} intro={page.audiences.intro}>
        <CardGrid items={audiences} />
      </Section>
      <CtaBand title={page.closing.title} text={page.closing.text} actions={page.closing.actions} />
    </>
  )
}
