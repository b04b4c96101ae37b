import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitContact } from '@/features/contact/api/submit-contact'
import { ContactForm } from '@/features/contact/components/contact-form'
import { fillContactForm } from '@/features/contact/testing/fill-contact-form'
import { subscribeFromTickBox } from '@/lib/subscribe-to-updates'
import { renderForm } from '@/testing/form-test-utils'
import { updateConsentWords } from '@schemas/update-subscription'

vi.mock('@/features/contact/api/submit-contact', () => ({ submitContact: vi.fn() }))
vi.mock('@/lib/subscribe-to-updates', () => ({ subscribeFromTickBox: vi.fn() }))
const submit = vi.mocked(submitContact)
const subscribe = vi.mocked(subscribeFromTickBox)
const panel = () => within(screen.getByRole('form', { name: 'Contact form' })).getByRole('status')

describe('the updates tick box on the contact form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    submit.mockReset().mockResolvedValue({ reference: 'CT-7KQ2MXPA' })
    subscribe.mockReset()
    window.sessionStorage.clear()
  })

  it('is unticked and says exactly what the person gets and how often', () => {
    renderForm(<ContactForm />)
    const box = screen.getByRole('checkbox', { name: updateConsentWords.tickBox })
    expect(box).not.toBeChecked()
    expect(updateConsentWords.tickBox).toMatch(/news and event updates by e-mail/)
    expect(updateConsentWords.tickBox).toMatch(/twice a month at most/)
  })

  it('left unticked, the message is sent and nobody is signed up', async () => {
    const { user } = renderForm(<ContactForm />)
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(panel()).toHaveTextContent('CT-7KQ2MXPA'))
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('ticked, the address is signed up once the message is stored', async () => {
    const { user } = renderForm(<ContactForm />)
    await fillContactForm(user)
    await user.click(screen.getByRole('checkbox', { name: updateConsentWords.tickBox }))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(panel()).toHaveTextContent('CT-7KQ2MXPA'))
    expect(subscribe).toHaveBeenCalledExactlyOnceWith('jane.doe@example.org', 'contact-form')
  })
})
