import { fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { Component as About } from '@/app/routes/about'
import { Component as AiCoaches } from '@/app/routes/ai-coaches'
import { Component as Events } from '@/app/routes/events'
import { Component as Home } from '@/app/routes/home'
import { Component as JoinCompetition } from '@/app/routes/join-competition'
import { Component as Partners } from '@/app/routes/partners'
import { Component as Programs } from '@/app/routes/programs'
import { Component as TalkToAi } from '@/app/routes/talk-to-ai'
import { Component as Timeline } from '@/app/routes/timeline'
import { Component as TrainingPrograms } from '@/app/routes/training-programs'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'
import type { LabelSetId, PageBlock, Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { seedLabels } from '@/content/record-labels'
import { seedSiteContent } from '@/content/seed-site-content'
import { PageForm } from '@/features/site-content/components/page-form'

/** The seed with some of one page's words changed, as an editor does in Site › Pages. */
function draftWith(route: string, change: (block: PageBlock) => PageBlock): Pages {
  const page = seedPageCopy[route]!
  return { ...seedPageCopy, [route]: { ...page, blocks: page.blocks.map(change) } }
}

function withLabels(id: LabelSetId, labels: Record<string, string>) {
  return (block: PageBlock): PageBlock =>
    block.kind === 'labels' && block.id === id
      ? { ...block, labels: { ...block.labels, ...labels } }
      : block
}

function renderDraft(route: string, Page: ComponentType, pages: Pages) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <PageCopyProvider pages={pages}>
        <Page />
      </PageCopyProvider>
    </MemoryRouter>,
  )
}

const tier = seedSiteContent.partnerTiers[0]!.name

describe('the words around records are page copy, written once', () => {
  it('seeds each labels block with the words the pages show today', () => {
    const labelsOf = (route: string, id: string) =>
      seedPageCopy[route]!.blocks.find((block) => block.kind === 'labels' && block.id === id)
    expect(labelsOf(paths.events, 'event-cards')).toMatchObject({
      labels: { upcoming: 'Coming up', past: 'This event took place' },
    })
    expect(labelsOf(paths.partners, 'partner-tier-cards')).toMatchObject({
      labels: { link: 'Discuss this tier' },
    })
    expect(labelsOf(paths.timeline, 'date-sentences')).toMatchObject({
      labels: seedLabels['date-sentences'],
    })
    expect(labelsOf(paths.timeline, 'phases-table')).toMatchObject({
      labels: seedLabels['phases-table'],
    })
  })

  it('an event’s state and link, changed on /events, read the same on /events and /programs', () => {
    const pages = draftWith(
      paths.events,
      withLabels('event-cards', { past: 'Already held', link: 'Event site' }),
    )
    const events = renderDraft(paths.events, Events, pages)
    expect(events.container.textContent).toContain('Already held')
    expect(events.container.textContent).not.toContain('This event took place')
    expect(screen.getAllByRole('link', { name: /Event site/ }).length).toBeGreaterThan(0)
    events.unmount()

    const programs = renderDraft(paths.programs, Programs, pages)
    expect(programs.container.textContent).toContain('(Already held)')
    expect(programs.container.textContent).not.toContain('This event took place')
  })

  it('a tier card’s words, changed on /partners, read the same on /partners, / and /about', () => {
    const pages = draftWith(
      paths.partners,
      withLabels('partner-tier-cards', {
        link: 'Talk to us about this tier',
        title: '{tier} sponsor',
        heading: '{tier} sponsors',
      }),
    )
    const partners = renderDraft(paths.partners, Partners, pages)
    expect(screen.getAllByRole('link', { name: /Talk to us about this tier/ }).length).toBe(
      seedSiteContent.partnerTiers.length,
    )
    expect(screen.getByRole('heading', { name: `${tier} sponsor` })).toBeInTheDocument()
    expect(partners.container.textContent).not.toContain('Discuss this tier')
    partners.unmount()

    for (const [route, Page] of [
      [paths.home, Home],
      [paths.about, About],
    ] as const) {
      const page = renderDraft(route, Page, pages)
      expect(screen.getByRole('heading', { name: `${tier} sponsors` })).toBeInTheDocument()
      expect(page.container.textContent).not.toContain(`${tier} partners`)
      page.unmount()
    }
  })

  it('a pathway card’s words, changed on /training-programs, read the same wherever a pathway is shown', () => {
    const pages = draftWith(
      paths.trainingPrograms,
      withLabels('pathway-cards', { link: 'Read about {pathway}', duration: 'Length' }),
    )
    for (const [route, Page] of [
      [paths.trainingPrograms, TrainingPrograms],
      [paths.aiCoaches, AiCoaches],
    ] as const) {
      const page = renderDraft(route, Page, pages)
      expect(screen.getByRole('link', { name: /Read about Talk to AI/ })).toBeInTheDocument()
      expect(page.container.textContent).not.toContain('About Talk to AI')
      page.unmount()
    }
    renderDraft(paths.talkToAi, TalkToAi, pages)
    expect(screen.getByText('Length')).toBeInTheDocument()
    expect(screen.queryByText('Duration')).not.toBeInTheDocument()
  })

  it('the timeline’s date sentences and table words are the page’s, with the dates filled in', () => {
    const pages = draftWith(paths.timeline, (block) =>
      withLabels('phases-table', { dates: 'When', past: 'Finished' })(
        withLabels('date-sentences', {
          span: 'From {opens} to the showcase on {showcase}, the challenge runs.',
          deadline: 'Submit before {time} on {date}.',
        })(block),
      ),
    )
    const { container } = renderDraft(paths.timeline, Timeline, pages)
    expect(container.textContent).toContain(
      'From November 2025 to the showcase on April 25, 2026, the challenge runs.',
    )
    expect(screen.getByText('Submit before 11:59 PM MT on Mar 18, 2026.')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'When' })).toBeInTheDocument()
    expect(container.textContent).toContain('Finished')
    expect(container.textContent).not.toContain('The innovation challenge runs from')
  })

  it('the competition cards’ words and the key dates, changed on /join-competition, read so there and on /', () => {
    const pages = draftWith(
      paths.joinCompetition,
      withLabels('competition-cards', {
        audience: 'Open to',
        benefits: 'Prizes and support',
        link: 'Rules and entry form',
        'view-all': 'See the four competitions',
        'home-link': 'Enter now',
      }),
    )
    const withDates = {
      ...pages,
      [paths.joinCompetition]: {
        ...pages[paths.joinCompetition]!,
        blocks: pages[paths.joinCompetition]!.blocks.map(
          withLabels('key-dates-sentence', {
            sentence: 'Doors open {opens}; entries close {deadline} ({time}); showcase {showcase}.',
          }),
        ),
      },
    }
    const page = renderDraft(paths.joinCompetition, JoinCompetition, withDates)
    const text = page.container.textContent ?? ''
    expect(text).toContain('Open to')
    expect(text).toContain('Prizes and support')
    expect(text).not.toContain('What participants get')
    expect(screen.getAllByRole('link', { name: /Rules and entry form/ })).toHaveLength(4)
    expect(screen.getByRole('button', { name: 'See the four competitions' })).toBeVisible()
    expect(text).toMatch(
      /Doors open \w{3} \d+, \d{4}; entries close \w{3} \d+, \d{4} \(.+ MT\); showcase/,
    )
    page.unmount()

    const home = renderDraft(paths.home, Home, withDates)
    expect(screen.getAllByRole('link', { name: /Enter now/ })).toHaveLength(4)
    expect(home.container.textContent).not.toContain('Visit the site')
  })

  it('/about lists the program areas as /programs holds them', () => {
    const pages = draftWith(paths.programs, (block) =>
      block.kind === 'cards' && block.id === 'areas'
        ? {
            ...block,
            cards: block.cards.map((card, index) =>
              index === 0 ? { ...card, title: 'Training for everyone' } : card,
            ),
          }
        : block,
    )
    renderDraft(paths.about, About, pages)
    expect(screen.getByRole('heading', { name: 'Training for everyone' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Training Pathways' })).not.toBeInTheDocument()
  })
})

// A page's form holds every field of every block: jsdom needs time on a busy machine.
describe('the desk keeps a sentence’s placeholders', () => {
  it('refuses a date sentence that drops {showcase}, beside the field, keeping what was typed', async () => {
    const onSave = vi.fn().mockResolvedValue(true)
    render(<PageForm route={paths.timeline} page={seedPageCopy[paths.timeline]!} onSave={onSave} />)
    const span = screen.getByLabelText(
      'First sentence of the lead, with the dates (keep {opens} and {showcase})',
    )
    const typed = 'The challenge runs from {opens} to the spring.'
    fireEvent.change(span, { target: { value: typed } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the page' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved. One field needs')
    expect(onSave).not.toHaveBeenCalled()
    expect(span).toHaveAttribute('aria-invalid', 'true')
    const message = document.getElementById(span.getAttribute('aria-describedby')!)
    expect(message).toHaveTextContent(
      'Keep {showcase} in these words: the page writes the record’s value there',
    )
    expect(message?.textContent).not.toMatch(/blocks|labels\.|\.\d/)
    expect(document.activeElement).toBe(span)
    expect(span).toHaveValue(typed)
  }, 60_000)
})
