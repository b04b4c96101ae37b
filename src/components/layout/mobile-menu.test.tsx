import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { MobileMenu } from '@/components/layout/mobile-menu'

function renderMenu() {
  render(
    <MemoryRouter>
      <MobileMenu />
    </MemoryRouter>,
  )
  return screen.getByRole('button', { name: 'Menu' })
}

describe('MobileMenu', () => {
  it('toggles the whole menu open and closed with aria-expanded on the toggle', async () => {
    const user = userEvent.setup()
    const toggle = renderMenu()
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeNull()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/auth')
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
  })

  it('expands the About and Programs groups separately', async () => {
    const user = userEvent.setup()
    await user.click(renderMenu())
    const about = screen.getByRole('button', { name: 'About' })
    const programs = screen.getByRole('button', { name: 'Programs' })
    const aboutList = document.getElementById(about.getAttribute('aria-controls') ?? '')!
    const programsList = document.getElementById(programs.getAttribute('aria-controls') ?? '')!
    expect(aboutList).not.toBeVisible()
    expect(programsList).not.toBeVisible()

    await user.click(about)
    expect(about).toHaveAttribute('aria-expanded', 'true')
    expect(programs).toHaveAttribute('aria-expanded', 'false')
    expect(aboutList).toBeVisible()
    expect(programsList).not.toBeVisible()
    expect(within(aboutList).getByRole('link', { name: 'Timeline & Deadlines' })).toHaveAttribute(
      'href',
      '/timeline',
    )

    await user.click(programs)
    expect(programsList).toBeVisible()
    expect(
      within(programsList).getByRole('link', { name: 'Contests & Innovation Challenges' }),
    ).toHaveAttribute('href', '/join-competition')

    await user.click(about)
    expect(aboutList).not.toBeVisible()
    expect(programsList).toBeVisible()
  })

  it('Escape closes the menu and returns focus to the toggle; choosing a link closes it', async () => {
    const user = userEvent.setup()
    const toggle = renderMenu()
    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Programs' }))
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await user.click(screen.getByRole('link', { name: 'Partners' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
