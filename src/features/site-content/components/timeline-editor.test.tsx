import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { TimelineCycle } from '@/content/site-content-schema'
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
  render(<TimelineEditor timeline={timeline} save={save} />)
  const form = screen.getByRole('form', { name: /^Timeline 2025–26/ })
  return { save, form, user: userEvent.setup() }
}

describe('TimelineEditor', () => {
  it('saves a moved deadline as a Mountain Time instant of that day', async () => {
    const { save, form, user } = renderEditor()
    const ends = within(form).getByLabelText('Ends (Mountain Time)')
    await user.clear(ends)
    await user.type(ends, '2027-03-17T23:59:00')
    const dates = within(form).getByLabelText('Dates as visitors read them')
    await user.clear(dates)
    await user.type(dates, 'Mar 17, 2027, 11:59 PM MT')
    const starts = within(form).getByLabelText('Starts (Mountain Time)')
    await user.clear(starts)
    await user.type(starts, '2027-03-17T00:00:00')
    await user.click(within(form).getByRole('button', { name: 'Save the 2025–26 timeline' }))

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
    const { save, form, user } = renderEditor()
    const ends = within(form).getByLabelText('Ends (Mountain Time)')
    await user.clear(ends)
    await user.type(ends, '2026-03-01T00:00:00')
    await user.click(within(form).getByRole('button', { name: 'Save the 2025–26 timeline' }))

    expect(save).not.toHaveBeenCalled()
    expect(ends).toHaveAccessibleDescription(
      'Give both a start and an end, the end after the start',
    )
  })
})
