import { fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { Component as About } from '@/app/routes/about'
import { Component as Home } from '@/app/routes/home'
import { Component as JoinCompetition } from '@/app/routes/join-competition'
import { Component as Programs } from '@/app/routes/programs'
import { Component as SeeTheModel } from '@/app/routes/see-the-model'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'
import { pagesSchema, type PageBlock, type Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { competitionsRoute, sharedLists } from '@/content/shared-blocks'
import { PageForm } from '@/features/site-content/components/page-form'

/** The seed with one block of `route` changed, as an editor changes it in Site › Pages. */
function draftWith(route: string, id: string, change: (block: PageBlock) => PageBlock): Pages {
  const page = seedPageCopy[route]!
  expect(page.blocks.some((block) => block.id === id)).toBe(true)
  return {
    ...seedPageCopy,
    [route]: {
      ...page,
      blocks: page.blocks.map((block) => (block.id === id ? change(block) : block)),
    },
  }
}

/** A route as the desk's preview renders it: the route component inside the draft's words. */
function preview(route: string, Page: ComponentType, pages: Pages) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <PageCopyProvider pages={pages}>
        <Page />
      </PageCopyProvider>
    </MemoryRouter>,
  )
}

const claimDraft = draftWith(sharedLists.claims.route, sharedLists.claims.id, (block) =>
  block.kind === 'cards'
    ? { ...block, cards: [{ title: 'About 1 in 3', text: 'of Idaho jobs use AI today.' }] }
    : block,
)
const pillarDraft = draftWith(sharedLists.pillars.route, sharedLists.pillars.id, (block) =>
  block.kind === 'cards'
    ? {
        ...block,
        cards: block.cards.map((card, index) =>
          index === 1 ? { ...card, title: 'Contests and challenges' } : card,
        ),
      }
    : block,
)
const stepDraft = draftWith(sharedLists.blueprint.route, sharedLists.blueprint.id, (block) =>
  block.kind === 'steps'
    ? {
        ...block,
        items: block.items.map((step, index) =>
          index === 3 ? { ...step, description: 'We publish what changed every quarter.' } : step,
        ),
      }
    : block,
)
const competitionDraft = draftWith(competitionsRoute, 'ai-science-fair', (block) =>
  block.kind === 'competition'
    ? { ...block, name: 'Idaho AI Science Fair', audience: 'Grades K-12' }
    : block,
)

describe('the lists several pages share are written once, on their owning page', () => {
  it('seeds each list on its owning page with today’s words, and the drafts stay valid', () => {
    expect(sharedLists.claims.route).toBe(paths.home)
    expect(sharedLists.pillars.route).toBe(paths.seeTheModel)
    expect(sharedLists.blueprint.route).toBe(paths.seeTheModel)
    expect(competitionsRoute).toBe(paths.joinCompetition)
    const competitions = seedPageCopy[competitionsRoute]!.blocks.filter(
      (block) => block.kind === 'competition',
    )
    expect(competitions.map((block) => block.id)).toEqual([
      'ai-science-fair',
      'ai-innovation-competition',
      'ai-startup-accelerator',
      'ai-upskilling-challenge',
    ])
    for (const draft of [claimDraft, pillarDraft, stepDraft, competitionDraft]) {
      expect(pagesSchema.safeParse(draft).success).toBe(true)
    }
  })

  it.each([
    [paths.home, Home],
    [paths.about, About],
  ] as const)('%s shows the claims as the home page’s draft holds them', (route, Page) => {
    const { container } = preview(route, Page, claimDraft)
    expect(screen.getByText('About 1 in 3')).toBeInTheDocument()
    expect(screen.getByText('of Idaho jobs use AI today.')).toBeInTheDocument()
    expect(container.textContent).not.toContain('Nearly 40%')
  })

  it.each([
    [paths.home, Home],
    [paths.seeTheModel, SeeTheModel],
  ] as const)('%s shows the pillar renamed on /see-the-model', (route, Page) => {
    const { container } = preview(route, Page, pillarDraft)
    expect(screen.getByRole('heading', { name: 'Contests and challenges' })).toBeInTheDocument()
    expect(container.textContent).not.toContain('Innovation contests')
  })

  it.each([
    [paths.home, Home],
    [paths.seeTheModel, SeeTheModel],
  ] as const)('%s shows the step corrected on /see-the-model', (route, Page) => {
    const { container } = preview(route, Page, stepDraft)
    expect(screen.getByText('We publish what changed every quarter.')).toBeInTheDocument()
    expect(container.textContent).not.toContain('against the goals for 2026')
  })

  it.each([
    [paths.home, Home],
    [paths.joinCompetition, JoinCompetition],
  ] as const)('%s shows the competition renamed on /join-competition', (route, Page) => {
    preview(route, Page, competitionDraft)
    expect(screen.getByRole('heading', { name: 'Idaho AI Science Fair' })).toBeInTheDocument()
    expect(screen.getAllByText(/Grades K-12/).length).toBeGreaterThan(0)
    expect(screen.queryByRole('heading', { name: 'AI Science Fair' })).not.toBeInTheDocument()
  })

  it('/programs lists the competition as /join-competition’s draft holds it', () => {
    preview(paths.programs, Programs, competitionDraft)
    expect(screen.getByText('Idaho AI Science Fair (Grades K-12)')).toBeInTheDocument()
  })
})

describe('the desk edits a shared list on its owning page', () => {
  it('says where else a competition shows and refuses one without its name, beside the field', async () => {
    const onSave = vi.fn().mockResolvedValue(true)
    render(
      <PageForm
        route={competitionsRoute}
        page={seedPageCopy[competitionsRoute]!}
        onSave={onSave}
      />,
    )
    const block = screen.getByRole('group', { name: 'Competition: AI Science Fair' })
    expect(block).toHaveTextContent('Also shown on / and /programs.')
    const name = screen.getAllByLabelText('Name')[0]!
    fireEvent.change(name, { target: { value: ' ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the page' }))
    await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(document.getElementById(name.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Write the competition’s name',
    )
    expect(document.activeElement).toBe(name)
    expect(onSave).not.toHaveBeenCalled()
  }, 60_000)
})
