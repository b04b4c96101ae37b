import { audiences } from '@/content/audiences'
import { claimsSeedBlock } from '@/content/claims'
import type { PageBlock } from '@/content/page-copy-schema'
import { homePage as page } from '@/content/pages/home'
import { programTable } from '@/content/program-table'

/**
 * / as blocks: the page's seed, read from its content module. What follows the records stays with
 * them: the banner, the sponsor button and the events section (the events), the partner tiers and
 * the goals. The claims are written here (`claim-figures`, read by /about too); the pillars, the
 * blueprint's steps and the competitions are written on the pages that own them
 * (src/content/shared-blocks.ts) and read here through use-shared-lists.ts.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: page.hero.eyebrow,
    title: page.hero.title,
    lead: page.hero.lead,
    // Any further button follows the next event (homePage.hero's actions): the route adds it.
    actions: page.hero.actions.slice(0, 2),
  },
  { kind: 'prose', id: 'mission', ...page.mission },
  { kind: 'prose', id: 'why-this-matters', title: page.claimsTitle, paragraphs: [] },
  claimsSeedBlock(),
  { kind: 'prose', id: 'pillars', title: page.pillars.title, paragraphs: [page.pillars.intro] },
  {
    kind: 'prose',
    id: 'blueprint',
    title: page.blueprint.title,
    paragraphs: [page.blueprint.intro],
  },
  {
    kind: 'table',
    id: 'programs-at-a-glance',
    ...page.programTable,
    rows: programTable.map((row) => [row.program, row.audience, row.outcome]),
  },
  {
    kind: 'cards',
    id: 'become-an-ai-coach',
    title: page.teachSectionTitle,
    cards: [{ title: page.teach.title, text: page.teach.text, link: page.teach.link }],
  },
  {
    kind: 'prose',
    id: 'contests',
    title: page.contests.title,
    paragraphs: [page.contests.intro],
    more: page.contests.more,
  },
  {
    kind: 'cta',
    id: 'partners',
    title: page.partners.title,
    text: page.partners.intro,
    actions: [page.partners.action, page.partners.more],
  },
  { kind: 'prose', id: 'goals', title: page.goals.title, paragraphs: [page.goals.intro] },
  {
    kind: 'cards',
    id: 'where-to-start',
    title: page.audiences.title,
    intro: page.audiences.intro,
    cards: audiences.map(({ title, description, link }) => ({ title, text: description, link })),
  },
  { kind: 'cta', id: 'closing', ...page.closing },
] satisfies PageBlock[]
