import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent, SiteEvent } from '@/content/site-content-schema'
import { EventsEditor } from './events-editor'

const week: SiteEvent = {
  slug: 'idaho-ai-week-2026',
  name: 'Idaho AI Week 2026',
  dates: 'April 20–25, 2026',
  startsAt: '2026-04-20T00:00:00-06:00',
  endsAt: '2026-04-25T23:59:00-06:00',
  location: 'Boise, Idaho',
  description: 'A week of AI across Idaho.',
  url: 'https://example.org/week',
  highlights: ['Workshops'],
}
const draft: SiteContent = { ...seedSiteContent, events: [week] } as SiteContent

function renderEditor() {
  const save = vi.fn<(events: SiteEvent[]) => Promise<boolean>>().mockResolvedValue(true)
  render(<EventsEditor draft={draft} save={save} />)
  return { save, user: userEvent.setup() }
}

describe('EventsEditor', () => {
  it('edits an event where it stands: the form opens filled in and Save changes only that event', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Idaho AI Week 2026' }))
    const form = screen.getByRole('form', { name: 'Edit Idaho AI Week 2026' })
    expect(within(form).getByLabelText('Name')).toHaveValue('Idaho AI Week 2026')
    expect(within(form).getByLabelText('Starts')).toHaveValue('2026-04-20T00:00')
    expect(within(form).getByLabelText('Time zone')).toHaveValue('America/Boise')
    expect(within(form).getByLabelText('Highlights (one a line)')).toHaveValue('Workshops')

    const dates = within(form).getByLabelText('Dates as visitors read them')
    await user.clear(dates)
    await user.type(dates, 'April 19–24, 2027')
    await user.click(within(form).getByRole('button', { name: 'Save this event' }))

    expect(save).toHaveBeenCalledWith([{ ...week, dates: 'April 19–24, 2027' }])
    expect(screen.queryByRole('form', { name: 'Edit Idaho AI Week 2026' })).toBeNull()
  }, 20_000)

  it('Cancel closes the form and leaves the event as it was', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Idaho AI Week 2026' }))
    const form = screen.getByRole('form', { name: 'Edit Idaho AI Week 2026' })
    await user.type(within(form).getByLabelText('Place'), ' and online')
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))

    expect(save).not.toHaveBeenCalled()
    expect(screen.queryByRole('form', { name: 'Edit Idaho AI Week 2026' })).toBeNull()
    expect(screen.getByText(/Boise, Idaho$/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Idaho AI Week 2026' })).toHaveFocus()
  }, 20_000)

  it('adds an event with no website: the website is optional', async () => {
    const { save, user } = renderEditor()
    const form = screen.getByRole('form', { name: 'Add an event' })
    await user.type(within(form).getByLabelText('Name'), 'AI Education Day')
    await user.type(within(form).getByLabelText('Dates as visitors read them'), 'May 5, 2027')
    await user.type(within(form).getByLabelText('Place'), 'Pocatello, Idaho')
    await user.type(within(form).getByLabelText('Summary'), 'Teachers meet.')
    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }))

    const saved = save.mock.calls[0]?.[0]
    expect(saved?.[1]).toEqual({
      slug: 'ai-education-day',
      name: 'AI Education Day',
      dates: 'May 5, 2027',
      location: 'Pocatello, Idaho',
      description: 'Teachers meet.',
      highlights: [],
    })
    expect(saved?.[1]).not.toHaveProperty('url')
  }, 20_000)

  it('shows each refusal beside its field in words that say how to fix it, focuses the first and keeps what was typed', async () => {
    const { save, user } = renderEditor()
    const form = screen.getByRole('form', { name: 'Add an event' })
    await user.type(within(form).getByLabelText('Place'), 'Boise, Idaho')
    await user.type(within(form).getByLabelText('Website (optional)'), 'www.example.org')
    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }))

    expect(save).not.toHaveBeenCalled()
    const name = within(form).getByLabelText('Name')
    const website = within(form).getByLabelText('Website (optional)')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(
      'Enter the event’s name, for example Idaho AI Week 2027',
    )
    expect(website).toHaveAttribute('aria-invalid', 'true')
    expect(website).toHaveAccessibleDescription(
      /Enter the event’s website as a full address starting with https:\/\/, or leave it empty$/,
    )
    expect(website).toHaveValue('www.example.org')
    expect(within(form).getByLabelText('Place')).toHaveValue('Boise, Idaho')
    expect(within(form).getByLabelText('Place')).not.toHaveAttribute('aria-invalid')
    // No message names the schema's path.
    expect(form.textContent).not.toMatch(/›|\(at |events\./)
  }, 20_000)

  it('refuses a second event with the same name beside the name', async () => {
    const { save, user } = renderEditor()
    const form = screen.getByRole('form', { name: 'Add an event' })
    await user.type(within(form).getByLabelText('Name'), 'Idaho AI Week 2026')
    await user.type(within(form).getByLabelText('Dates as visitors read them'), 'Again')
    await user.type(within(form).getByLabelText('Place'), 'Boise')
    await user.type(within(form).getByLabelText('Summary'), 'Again.')
    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }))

    expect(save).not.toHaveBeenCalled()
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      'An event called Idaho AI Week 2026 is already listed. Give this one another name, or edit that event',
    )
  }, 20_000)

  it('asks once before removing, saying what changes', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Remove Idaho AI Week 2026' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove Idaho AI Week 2026?' })
    expect(dialog).toHaveTextContent('Removed event “Idaho AI Week 2026”')
    expect(save).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Remove Idaho AI Week 2026' }))
    expect(save).toHaveBeenCalledWith([])
  }, 20_000)

  it('Duplicate puts a copy in the add form as next year’s edition; saved, it is listed beside the original, which stays', async () => {
    const later: SiteEvent = { ...week, slug: 'state-ai-expo', name: 'State AI Expo' }
    const save = vi.fn<(events: SiteEvent[]) => Promise<boolean>>().mockResolvedValue(true)
    render(<EventsEditor draft={{ ...draft, events: [week, later] }} save={save} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Duplicate Idaho AI Week 2026' }))

    const form = screen.getByRole('form', { name: 'Add an event' })
    const name = within(form).getByLabelText('Name')
    expect(name).toHaveValue('Idaho AI Week 2027')
    expect(name).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(
      'A copy of Idaho AI Week 2026 is in the form below as Idaho AI Week 2027.',
    )
    // The dates are the editor's to write: a year on, the same days fall on other weekdays.
    expect(within(form).getByLabelText('Dates as visitors read them')).toHaveValue('')
    expect(within(form).getByLabelText('Starts')).toHaveValue('')
    expect(within(form).getByLabelText('Place')).toHaveValue('Boise, Idaho')
    expect(within(form).getByLabelText('Website (optional)')).toHaveValue(
      'https://example.org/week',
    )

    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }))
    expect(save).not.toHaveBeenCalled()
    expect(within(form).getByLabelText('Dates as visitors read them')).toHaveAccessibleDescription(
      /Enter the dates as visitors read them, for example April 19–24, 2027$/,
    )

    await user.type(within(form).getByLabelText('Dates as visitors read them'), 'April 19–24, 2027')
    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }))
    expect(save).toHaveBeenCalledWith([
      week,
      {
        slug: 'idaho-ai-week-2027',
        name: 'Idaho AI Week 2027',
        dates: 'April 19–24, 2027',
        location: 'Boise, Idaho',
        description: 'A week of AI across Idaho.',
        url: 'https://example.org/week',
        highlights: ['Workshops'],
      },
      later,
    ])
  }, 20_000)

  it('refuses a copy whose name gives a short name already listed, beside the name', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Duplicate Idaho AI Week 2026' }))
    const form = screen.getByRole('form', { name: 'Add an event' })
    const name = within(form).getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'Idaho AI week 2026')
    await user.type(within(form).getByLabelText('Dates as visitors read them'), 'April 2027')
    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }))

    expect(save).not.toHaveBeenCalled()
    expect(name).toHaveFocus()
    expect(name).toHaveAccessibleDescription(
      'An event called Idaho AI week 2026 is already listed. Give this one another name, or edit that event',
    )
  }, 20_000)

  it('Cancel empties the add form of the copy and returns to Duplicate', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Duplicate Idaho AI Week 2026' }))
    const form = screen.getByRole('form', { name: 'Add an event' })
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))

    expect(save).not.toHaveBeenCalled()
    expect(
      within(screen.getByRole('form', { name: 'Add an event' })).getByLabelText('Name'),
    ).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Duplicate Idaho AI Week 2026' })).toHaveFocus()
  }, 20_000)

  it('keeps an event’s picture when it is edited or duplicated (the form has no field for it)', async () => {
    const image = { src: '/events/week.jpg', alt: 'The Week’s opening' }
    const save = vi.fn<(events: SiteEvent[]) => Promise<boolean>>().mockResolvedValue(true)
    render(<EventsEditor draft={{ ...draft, events: [{ ...week, image }] }} save={save} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Edit Idaho AI Week 2026' }))
    await user.click(screen.getByRole('button', { name: 'Save this event' }))
    expect(save).toHaveBeenLastCalledWith([{ ...week, image }])

    await user.click(screen.getByRole('button', { name: 'Duplicate Idaho AI Week 2026' }))
    const form = screen.getByRole('form', { name: 'Add an event' })
    await user.type(within(form).getByLabelText('Dates as visitors read them'), 'April 2027')
    await user.click(within(form).getByRole('button', { name: 'Add to the draft' }))
    expect(save.mock.lastCall?.[0][1]).toMatchObject({ slug: 'idaho-ai-week-2027', image })
  }, 20_000)
})
