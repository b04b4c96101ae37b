import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Partner, PartnerTier } from '@/content/site-content-schema'
import { PartnerEditForm } from './partner-edit-form'

const tiers: PartnerTier[] = [
  { name: 'Founding', description: 'Shapes it.', benefits: ['Logo'] },
  { name: 'Community', description: 'Joins it.', benefits: ['Thanks'] },
]
const partner: Partner = {
  name: 'Acme',
  tier: 'Founding',
  url: 'https://acme.example',
  logo: { src: '/partner-logos/a.png', width: 10, height: 10, alt: 'Acme logo' },
}

describe('PartnerEditForm', () => {
  it('opens filled in and saves the partner with its logo kept, the website left out when empty', async () => {
    const save = vi.fn<(partner: Partner) => Promise<boolean>>().mockResolvedValue(true)
    const user = userEvent.setup()
    render(<PartnerEditForm partner={partner} tiers={tiers} onSave={save} onCancel={vi.fn()} />)
    expect(screen.getByLabelText('Partner name')).toHaveValue('Acme')
    await user.selectOptions(screen.getByLabelText('Tier'), 'Community')
    await user.clear(screen.getByLabelText('Partner website (optional)'))
    await user.click(screen.getByRole('button', { name: 'Save this partner' }))
    expect(save).toHaveBeenCalledWith({ name: 'Acme', tier: 'Community', logo: partner.logo })
  }, 20_000)

  it('shows each refusal beside its field, focuses the first and keeps what was typed', async () => {
    const save = vi.fn<(partner: Partner) => Promise<boolean>>()
    const user = userEvent.setup()
    render(<PartnerEditForm partner={partner} tiers={tiers} onSave={save} onCancel={vi.fn()} />)
    const website = screen.getByLabelText('Partner website (optional)')
    await user.clear(website)
    await user.type(website, 'acme.example')
    await user.clear(screen.getByLabelText(/Logo alt text/))
    await user.click(screen.getByRole('button', { name: 'Save this partner' }))
    expect(save).not.toHaveBeenCalled()
    expect(website).toHaveFocus()
    expect(website).toHaveAttribute('aria-invalid', 'true')
    expect(website).toHaveAccessibleDescription(
      'Enter the partner’s website as a full address starting with https://, or leave it empty',
    )
    expect(website).toHaveValue('acme.example')
    expect(screen.getByLabelText(/Logo alt text/)).toHaveAccessibleDescription(
      'The logo’s alt text is required',
    )
  }, 20_000)
})
