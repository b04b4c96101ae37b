import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { DesktopMenu } from '@/components/layout/desktop-menu'

const items = [
  { label: 'About the Alliance', href: '/about' },
  { label: 'National Expansion', href: '/expansion' },
  { label: 'Timeline & Deadlines', href: '/timeline' },
]

function renderMenu() {
  render(
    <MemoryRouter>
      <DesktopMenu id="about" label="About" items={items} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  )
  const trigger = screen.getByRole('button', { name: 'About' })
  const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
  if (!list) throw new Error('aria-controls does not point at the list')
  return { trigger, list }
}

describe('DesktopMenu', () => {
  it('is a disclosure: the button controls a hidden list and toggles aria-expanded on click', async () => {
    const user = userEvent.setup()
    const { trigger, list } = renderMenu()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(list).not.toBeVisible()

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(list).toBeVisible()
    expect(screen.getByRole('link', { name: 'Timeline & Deadlines' })).toHaveAttribute(
      'href',
      '/timeline',
    )

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('ArrowDown opens and focuses the first item, arrows move, Home/End jump, wrapping at the ends', async () => {
    const user = userEvent.setup()
    const { trigger } = renderMenu()
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'About the Alliance' })).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'National Expansion' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('link', { name: 'Timeline & Deadlines' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('link', { name: 'About the Alliance' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('link', { name: 'Timeline & Deadlines' })).toHaveFocus()
  })

  it('Escape closes the menu and returns focus to its button', async () => {
    const user = userEvent.setup()
    const { trigger, list } = renderMenu()
    await user.click(trigger)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('link', { name: 'National Expansion' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(list).not.toBeVisible()
    expect(trigger).toHaveFocus()
  })

  it('closes when focus or a click leaves the menu, and after choosing an item', async () => {
    const user = userEvent.setup()
    const { trigger } = renderMenu()
    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await user.click(trigger)
    await user.click(screen.getByRole('link', { name: 'National Expansion' }))
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })
})
