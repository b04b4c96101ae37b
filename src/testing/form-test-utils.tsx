/*
 * Test helpers shared by the intake form component tests (imported only from *.test.tsx files).
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { dismiss } from '@/components/ui/use-toast'
import { Toaster } from '@/components/ui/toaster'

/** Renders a form inside a router at `url`, with the Toaster mounted as the layout does. */
export function renderForm(ui: ReactElement, url = '/') {
  dismiss()
  const user = userEvent.setup({ delay: null })
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <Toaster />
    </MemoryRouter>,
  )
  return { user, ...result }
}

/** Picks the option named `option` in the select labelled `label`, as a person does. */
export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  const select = screen.getByRole('combobox', { name: new RegExp(`^${label}`) })
  await user.selectOptions(select, within(select).getByRole('option', { name: option }))
}

/** The toast whose title is `title` (Radix renders toasts as list items in a region). */
export async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: 'li *' })
  return heading.closest('li') as HTMLElement
}

/** Types short values and pastes long ones, as people do; keeps the tests fast. */
export async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  const field = screen.getByLabelText(label)
  await user.click(field)
  if (value.length > 20) await user.paste(value)
  else await user.type(field, value)
}

/** A field's inline message (the same words also appear as a link in the error summary). */
export function inlineError(message: string | RegExp) {
  return screen.getByText(message, { selector: '[id$="-error"] > span' })
}

export function queryInlineError(message: string | RegExp) {
  return screen.queryByText(message, { selector: '[id$="-error"] > span' })
}

export function queryAllInlineErrors(message: string | RegExp) {
  return screen.queryAllByText(message, { selector: '[id$="-error"] > span' })
}

/** The "There is a problem" summary at the top of a refused form. */
export function errorSummary() {
  return screen.getByRole('group', { name: 'There is a problem' })
}
