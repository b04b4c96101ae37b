/**
 * A complete, valid set of contact answers typed as a visitor types them, for the form's tests.
 * `firstName` is typed as given, so a test can pad it to prove the form trims what it sends.
 */
import { screen } from '@testing-library/react'
import { choose, type renderForm } from '@/testing/form-test-utils'

export const CONTACT_MESSAGE = 'We would like a half-day AI workshop for 40 teachers.'

export async function fillContactForm(
  user: ReturnType<typeof renderForm>['user'],
  { firstName = 'Jane' }: { firstName?: string } = {},
) {
  await user.type(screen.getByLabelText(/^First name/), firstName)
  await user.type(screen.getByLabelText(/^Last name/), 'Doe')
  await user.type(screen.getByLabelText(/^Email/), 'jane.doe@example.org')
  await user.type(screen.getByLabelText(/^Phone/), '208-555-0100')
  await choose(user, 'Organization type', 'K-12 School or District')
  await user.type(screen.getByLabelText(/^Organization name/), 'Boise School District')
  await choose(user, 'Subject', 'Request Training')
  await user.type(screen.getByLabelText(/^Message/), CONTACT_MESSAGE)
}
