import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SiteGoal } from '@/content/site-content-schema'
import { GoalsEditor } from './goals-editor'

const goals: SiteGoal[] = [
  { label: 'Teachers trained', target: '500+', progress: 0 },
  { label: 'Businesses upskilled', target: '150+', progress: 10 },
]

function renderEditor(save = vi.fn<(goals: SiteGoal[]) => Promise<boolean>>()) {
  save.mockResolvedValue(true)
  render(<GoalsEditor title="Goals" idPrefix="goals" goals={goals} save={save} />)
  const form = screen.getByRole('form', { name: 'Goals' })
  const item = (name: string) =>
    within(form).getByRole('listitem', { name: new RegExp(`^${name}`) })
  return { save, form, item, user: userEvent.setup() }
}

describe('GoalsEditor', () => {
  it('refuses a progress over 100 with the schema’s message beside the field and keeps what was typed', async () => {
    const { save, form, item, user } = renderEditor()
    const progress = within(item('Teachers trained')).getByLabelText('Progress (%)')
    await user.clear(progress)
    await user.type(progress, '150')
    await user.click(within(form).getByRole('button', { name: 'Save the goals' }))

    expect(save).not.toHaveBeenCalled()
    expect(progress).toHaveValue(150)
    expect(progress).toHaveAttribute('aria-invalid', 'true')
    expect(progress).toHaveAccessibleDescription('Progress is a number from 0 to 100')
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Not saved. One field needs attention.',
    )
  })

  it('asks for the day a current figure was measured', async () => {
    const { save, form, item, user } = renderEditor()
    await user.type(
      within(item('Teachers trained')).getByLabelText('Current figure (optional)'),
      '212 trained',
    )
    await user.click(within(form).getByRole('button', { name: 'Save the goals' }))

    expect(save).not.toHaveBeenCalled()
    expect(within(item('Teachers trained')).getByLabelText('As of')).toHaveAccessibleDescription(
      'Give the day the current figure was measured',
    )
  })

  it('saves the current figure with its day, after a goal is moved, added and another removed', async () => {
    const { save, form, item, user } = renderEditor()
    const teachers = item('Teachers trained')
    await user.type(within(teachers).getByLabelText('Current figure (optional)'), '212 trained')
    await user.type(within(teachers).getByLabelText('As of'), '2026-11-20')
    await user.click(within(form).getByRole('button', { name: 'Move Teachers trained down' }))
    // The moved goal's other button keeps the focus (its own "down" is now disabled).
    await vi.waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Move Teachers trained up' })).toHaveFocus(),
    )
    await user.click(within(form).getByRole('button', { name: 'Add a goal' }))
    const added = item('goal 3')
    await user.type(within(added).getByLabelText('Goal'), 'Startups launched')
    await user.type(within(added).getByLabelText('Target'), '10')
    await user.click(within(form).getByRole('button', { name: 'Remove Businesses upskilled' }))
    await user.click(within(form).getByRole('button', { name: 'Save the goals' }))

    expect(save).toHaveBeenCalledWith([
      {
        label: 'Teachers trained',
        target: '500+',
        progress: 0,
        current: '212 trained',
        asOf: '2026-11-20',
      },
      { label: 'Startups launched', target: '10', progress: 0 },
    ])
  })
})
