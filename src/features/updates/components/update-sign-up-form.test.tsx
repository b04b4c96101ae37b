import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { subscribeFromPage } from '@/features/updates/api/updates-api'
import { UpdateSignUpForm } from '@/features/updates/components/update-sign-up-form'
import { renderForm } from '@/testing/form-test-utils'

vi.mock('@/features/updates/api/updates-api', () => ({ subscribeFromPage: vi.fn() }))
const subscribe = vi.mocked(subscribeFromPage)
const form = () => screen.getByRole('form', { name: 'Get updates form' })

describe('the Get updates form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    subscribe.mockReset().mockResolvedValue({ expiresInHours: 48 })
  })

  it('refuses an empty sign-up with messages beside the fields that say how to fix them', async () => {
    const { user } = renderForm(<UpdateSignUpForm />)
    await user.click(within(form()).getByRole('button', { name: 'Get updates' }))
    const email = within(form()).getByRole('textbox', { name: /^Email/ })
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'))
    expect(within(form()).getByRole('group', { name: /^What would you like/ })).toHaveTextContent(
      'Choose at least one topic you would like to hear about',
    )
    // The error summary lists both, each a link to its field.
    expect(screen.getByRole('link', { name: 'Invalid email address' })).toBeInTheDocument()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('takes the footer’s address, and sends the sign-up from /news with news ticked', async () => {
    const { user } = renderForm(<UpdateSignUpForm />, '/updates?email=ada%40example.org&from=news')
    await waitFor(() =>
      expect(within(form()).getByRole('textbox', { name: /^Email/ })).toHaveValue(
        'ada@example.org',
      ),
    )
    expect(within(form()).getByRole('checkbox', { name: /^News/ })).toBeChecked()
    await user.click(within(form()).getByRole('button', { name: 'Get updates' }))
    await screen.findByRole('heading', { name: 'Check your inbox' })
    expect(subscribe).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ email: 'ada@example.org', topics: ['news'] }),
      'news-page',
    )
    expect(screen.getByRole('status')).toHaveTextContent('48 hours')
  })
})
