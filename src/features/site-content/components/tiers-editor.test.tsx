import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PartnerTier } from '@/content/site-content-schema'
import { TiersEditor } from './tiers-editor'

const tiers: PartnerTier[] = [
  { name: 'Founding', description: 'Shapes the initiative.', benefits: ['Logo on the site'] },
]

function renderEditor() {
  const save = vi.fn<(tiers: PartnerTier[]) => Promise<boolean>>().mockResolvedValue(true)
  render(<TiersEditor tiers={tiers} save={save} />)
  const form = screen.getByRole('form', { name: 'Partner tiers' })
  return { save, form, user: userEvent.setup() }
}

describe('TiersEditor', () => {
  it('saves a price range with the tier', async () => {
    const { save, form, user } = renderEditor()
    await user.type(within(form).getByLabelText('Price or range (optional)'), '$5,000–$10,000')
    await user.click(within(form).getByRole('button', { name: 'Save the partner tiers' }))

    expect(save).toHaveBeenCalledWith([{ ...tiers[0], price: '$5,000–$10,000' }])
  })

  it('refuses a tier without benefits and keeps the draft as typed', async () => {
    const { save, form, user } = renderEditor()
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }))
    const added = within(form).getByRole('listitem', { name: /^tier 2/ })
    await user.type(within(added).getByLabelText('Tier name'), 'Community')
    await user.click(within(form).getByRole('button', { name: 'Save the partner tiers' }))

    expect(save).not.toHaveBeenCalled()
    expect(within(added).getByLabelText('Tier name')).toHaveValue('Community')
    expect(within(added).getByLabelText('Benefits (one a line)')).toHaveAccessibleDescription(
      'Give at least one benefit',
    )
    expect(within(added).getByLabelText('Description')).toHaveAccessibleDescription(
      'The description is required',
    )
  })

  it('refuses removing the last tier with the schema’s message', async () => {
    const { save, form, user } = renderEditor()
    await user.click(within(form).getByRole('button', { name: 'Remove Founding' }))
    await user.click(within(form).getByRole('button', { name: 'Save the partner tiers' }))

    expect(save).not.toHaveBeenCalled()
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Not saved. Keep at least one partner tier.',
    )
  })
})
