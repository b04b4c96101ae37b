import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ContactForm } from '@/features/contact/components/contact-form'
import { errorSummary, findToast, inlineError, renderForm } from '@/testing/form-test-utils'

vi.mock('@/features/contact/api/submit-contact', () => ({ submitContact: vi.fn() }))

/*
 * The Validation Error toast says once that the form was refused; on a phone it would then cover
 * part of the form while the visitor corrects it, so the first edit takes it down. The summary and
 * the other fields' messages stay.
 */
describe('the Validation Error toast', { timeout: 30_000 }, () => {
  it('goes once an answer is edited; the summary and the other messages stay', async () => {
    const { user } = renderForm(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await findToast('Validation Error')

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Grace')
    await waitFor(() => expect(screen.queryByText('Validation Error')).toBeNull())
    expect(errorSummary()).toBeInTheDocument()
    expect(inlineError('Last name is required')).toBeInTheDocument()
  })

  it('comes with a button that never said "Sending..." (only a form that passes is sent)', async () => {
    const { user } = renderForm(<ContactForm />)
    const button = screen.getByRole('button', { name: 'Send Message' })
    const said: string[] = []
    const observer = new MutationObserver(() => said.push(button.textContent ?? ''))
    observer.observe(button, { subtree: true, childList: true, characterData: true })
    await user.click(button)
    await findToast('Validation Error')
    observer.disconnect()
    expect(said.filter((words) => words.includes('Sending'))).toEqual([])
    expect(button).toBeEnabled()
  })
})
