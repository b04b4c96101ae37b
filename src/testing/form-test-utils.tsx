/*
 * Test helpers shared by the intake form component tests (imported only from *.test.tsx files).
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect } from 'vitest'
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

/**
 * The confirmation a stored send ends with (the status region or panel at the top of the form,
 * holding the form's success words), said once: no toast repeats it, so a screen reader hears it
 * once.
 */
export async function findConfirmation(title: string) {
  const words = await screen.findByText(title, { exact: false, selector: ':not(li *)' })
  expect(screen.queryByText(title, { exact: false, selector: 'li *' })).toBeNull()
  return words.closest('[role="status"]') as HTMLElement
}

/** Why a send failed, next to the button (role="alert"), said once: no 'Submission Error' toast. */
export async function findSubmitError() {
  const message = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('[id$="-submit-error"][role="alert"]')
    if (!element) throw new Error('no message next to the button yet')
    return element
  })
  expect(screen.queryByText('Submission Error', { selector: 'li *' })).toBeNull()
  return message
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
