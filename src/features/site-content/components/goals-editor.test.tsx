import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent, SiteGoal } from '@/content/site-content-schema'
import { GoalsEditor } from './goals-editor'

const goals: SiteGoal[] = [
  { label: 'Teachers trained', target: '500+', progress: 0 },
  { label: 'Businesses upskilled', target: '150+', progress: 10 },
]
const draft = { ...seedSiteContent, goals } as SiteContent

function renderEditor() {
  const save = vi.fn<(goals: SiteGoal[]) => Promise<boolean>>().mockResolvedValue(true)
  render(<GoalsEditor title="Goals" idPrefix="goals" part="goals" draft={draft} save={save} />)
  return { save, user: userEvent.setup() }
}

// A busy machine takes seconds to render the first form; the flows themselves are short.
describe('GoalsEditor', { timeout: 30_000 }, () => {
  it('refuses a progress over 100 beside the field, focuses it and keeps what was typed', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Teachers trained' }))
    const form = screen.getByRole('form', { name: 'Edit Teachers trained' })
    const progress = within(form).getByLabelText('Progress (%)')
    await user.clear(progress)
    await user.type(progress, '150')
    await user.click(within(form).getByRole('button', { name: 'Save this goal' }))

    expect(save).not.toHaveBeenCalled()
    expect(progress).toHaveValue('150')
    expect(progress).toHaveFocus()
    expect(progress).toHaveAttribute('aria-invalid', 'true')
    expect(progress).toHaveAccessibleDescription(
      'A number from 0 to 100 Progress is a number from 0 to 100',
    )
  })

  it('asks for the day a current figure was measured, beside the day', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Teachers trained' }))
    const form = screen.getByRole('form', { name: 'Edit Teachers trained' })
    await user.type(within(form).getByLabelText('Current figure (optional)'), '212 trained')
    await user.click(within(form).getByRole('button', { name: 'Save this goal' }))

    expect(save).not.toHaveBeenCalled()
    expect(within(form).getByLabelText('As of (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Give the day the current figure was measured'),
    )
  })

  it('saves one goal changed where it stands, leaving the others as they were', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Teachers trained' }))
    const form = screen.getByRole('form', { name: 'Edit Teachers trained' })
    await user.type(within(form).getByLabelText('Current figure (optional)'), '212 trained')
    await user.type(within(form).getByLabelText('As of (optional)'), '2026-11-20')
    await user.click(within(form).getByRole('button', { name: 'Save this goal' }))

    expect(save).toHaveBeenCalledWith([
      { ...goals[0], current: '212 trained', asOf: '2026-11-20' },
      goals[1],
    ])
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Teachers trained' })).toHaveFocus(),
    )
  })

  it('moves a goal and asks once before removing one, naming it', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Move Teachers trained down' }))
    expect(save).toHaveBeenLastCalledWith([goals[1], goals[0]])

    await user.click(screen.getByRole('button', { name: 'Remove Businesses upskilled' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove Businesses upskilled?' })
    expect(dialog).toHaveTextContent('Businesses upskilled')
    await user.click(within(dialog).getByRole('button', { name: 'Remove Businesses upskilled' }))
    expect(save).toHaveBeenLastCalledWith([goals[0]])
  })
})
