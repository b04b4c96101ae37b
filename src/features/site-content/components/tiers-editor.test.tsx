import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { PartnerTier, SiteContent } from '@/content/site-content-schema'
import { TiersEditor } from './tiers-editor'

const founding: PartnerTier = {
  name: 'Founding',
  description: 'Shapes the initiative.',
  benefits: ['Logo on the site'],
}
const draft = { ...seedSiteContent, partnerTiers: [founding] } as SiteContent

function renderEditor() {
  const save = vi.fn<(tiers: PartnerTier[]) => Promise<boolean>>().mockResolvedValue(true)
  render(<TiersEditor draft={draft} save={save} />)
  return { save, user: userEvent.setup() }
}

// A busy machine takes seconds to render the first form; the flows themselves are short.
describe('TiersEditor', { timeout: 30_000 }, () => {
  it('edits a tier where it stands and saves a price range with how often it is paid', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Founding' }))
    const form = screen.getByRole('form', { name: 'Edit Founding' })
    expect(within(form).getByLabelText('Tier name')).toHaveValue('Founding')
    await user.type(within(form).getByLabelText('Price in dollars (optional)'), '2,500')
    await user.type(within(form).getByLabelText('Up to, for a range (optional)'), '$5000')
    await user.selectOptions(within(form).getByLabelText('Paid'), 'a year')
    await user.click(within(form).getByRole('button', { name: 'Save this tier' }))

    expect(save).toHaveBeenCalledWith([
      { ...founding, price: { from: 2500, to: 5000, per: 'year' } },
    ])
  })

  it('refuses a range that runs backwards beside its field, focuses it and keeps what was typed', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Founding' }))
    const form = screen.getByRole('form', { name: 'Edit Founding' })
    await user.type(within(form).getByLabelText('Price in dollars (optional)'), '5000')
    const to = within(form).getByLabelText('Up to, for a range (optional)')
    await user.type(to, '2500')
    await user.click(within(form).getByRole('button', { name: 'Save this tier' }))

    expect(save).not.toHaveBeenCalled()
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveFocus()
    expect(to).toHaveValue('2500')
    expect(to).toHaveAccessibleDescription(
      expect.stringContaining('Enter a highest price above the lowest, or leave it empty'),
    )
  })

  it('adds a tier without a price (the price is optional) and refuses one without benefits', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add a tier' }))
    const form = screen.getByRole('form', { name: 'Add a tier' })
    await user.type(within(form).getByLabelText('Tier name'), 'Community')
    await user.type(within(form).getByLabelText('Description'), 'Local groups.')
    await user.click(within(form).getByRole('button', { name: 'Add the tier to the draft' }))

    expect(save).not.toHaveBeenCalled()
    const benefits = within(form).getByLabelText('Benefits (one a line)')
    expect(benefits).toHaveFocus()
    expect(benefits).toHaveAccessibleDescription('Give at least one benefit')
    expect(within(form).getByLabelText('Tier name')).toHaveValue('Community')

    await user.type(benefits, 'Listed on the site')
    await user.click(within(form).getByRole('button', { name: 'Add the tier to the draft' }))
    expect(save).toHaveBeenCalledWith([
      founding,
      { name: 'Community', description: 'Local groups.', benefits: ['Listed on the site'] },
    ])
  })

  it('refuses removing the last tier in words, without asking', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Remove Founding' }))

    expect(save).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('Keep at least one partner tier.')
  })
})
