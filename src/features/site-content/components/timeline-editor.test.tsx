import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent, TimelineCycle } from '@/content/site-content-schema'
import { TimelineEditor } from './timeline-editor'

const timeline: TimelineCycle[] = [
  {
    cycle: '2025–26',
    phases: [
      {
        phase: 'Deadline',
        dates: 'Mar 18, 2026, 11:59 PM MT',
        startsAt: '2026-03-18T00:00:00-06:00',
        endsAt: '2026-03-18T23:59:00-06:00',
        details: ['Submit a prototype.'],
      },
    ],
  },
]

function renderEditor() {
  const save = vi.fn<(timeline: TimelineCycle[]) => Promise<boolean>>().mockResolvedValue(true)
  render(<TimelineEditor draft={{ ...seedSiteContent, timeline } as SiteContent} save={save} />)
  return { save, user: userEvent.setup() }
}

async function openDeadline(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Deadline' }))
  return screen.getByRole('form', { name: 'Edit Deadline' })
}

// A busy machine takes seconds to render the first form; the flows themselves are short.
describe('TimelineEditor', { timeout: 30_000 }, () => {
  it('saves a moved deadline as a Mountain Time instant of that day', async () => {
    const { save, user } = renderEditor()
    const form = await openDeadline(user)
    const ends = within(form).getByLabelText('Ends (Mountain Time)')
    await user.clear(ends)
    await user.type(ends, '2027-03-17T23:59:00')
    const dates = within(form).getByLabelText('Dates as visitors read them')
    await user.clear(dates)
    await user.type(dates, 'Mar 17, 2027, 11:59 PM MT')
    const starts = within(form).getByLabelText('Starts (Mountain Time)')
    await user.clear(starts)
    await user.type(starts, '2027-03-17T00:00:00')
    await user.click(within(form).getByRole('button', { name: 'Save this phase' }))

    expect(save).toHaveBeenCalledWith([
      {
        cycle: '2025–26',
        phases: [
          {
            phase: 'Deadline',
            dates: 'Mar 17, 2027, 11:59 PM MT',
            startsAt: '2027-03-17T00:00:00-06:00',
            endsAt: '2027-03-17T23:59:00-06:00',
            details: ['Submit a prototype.'],
          },
        ],
      },
    ])
  })

  it('refuses an end before the start with the schema’s message beside the end', async () => {
    const { save, user } = renderEditor()
    const form = await openDeadline(user)
    const ends = within(form).getByLabelText('Ends (Mountain Time)')
    await user.clear(ends)
    await user.type(ends, '2026-03-01T00:00:00')
    await user.click(within(form).getByRole('button', { name: 'Save this phase' }))

    expect(save).not.toHaveBeenCalled()
    expect(ends).toHaveFocus()
    expect(ends).toHaveValue('2026-03-01T00:00')
    expect(ends).toHaveAccessibleDescription(
      'Give both a start and an end, the end after the start',
    )
  })

  it('refuses a new cycle without a name beside its field', async () => {
    const { save, user } = renderEditor()
    await user.click(
      screen.getByRole('button', { name: 'Start it from the current cycle’s phases' }),
    )
    const name = screen.getByLabelText('New cycle (e.g. 2026–27)')
    expect(save).not.toHaveBeenCalled()
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Enter the new cycle’s name, for example 2026–27')
  })
})
