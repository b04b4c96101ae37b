import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { installDisclosureMenus } from '@/components/layout/disclosure-menus'
import { SiteHeader } from '@/components/layout/site-header'

/** The header exactly as the prerender ships it: markup only, no React on the page. */
function prerenderedHeader() {
  document.body.innerHTML = `${renderToString(
    <StaticRouter location="/">
      <SiteHeader />
    </StaticRouter>,
  )}<button type="button">Elsewhere</button>`
  installDisclosureMenus(document)
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('header menus before React loads', () => {
  it('the About menu opens on click, arrows move between its links and Escape closes it, with no React on the page', async () => {
    const user = userEvent.setup()
    prerenderedHeader()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const about = within(nav).getByRole('button', { name: 'About' })
    const list = document.getElementById(about.getAttribute('aria-controls') ?? '')!
    expect(about).toHaveAttribute('aria-expanded', 'false')
    expect(list).not.toBeVisible()

    await user.click(about)
    expect(about).toHaveAttribute('aria-expanded', 'true')
    expect(list).toBeVisible()

    await user.keyboard('{ArrowDown}')
    expect(within(list).getByRole('link', { name: 'About the Alliance' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(list).getByRole('link', { name: 'National Expansion' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(within(list).getByRole('link', { name: 'Timeline & Deadlines' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(about).toHaveAttribute('aria-expanded', 'false')
    expect(about).toHaveFocus()
  })

  it('a click elsewhere closes an open desktop menu', async () => {
    const user = userEvent.setup()
    prerenderedHeader()
    const programs = screen.getAllByRole('button', { name: 'Programs' })[0]!
    await user.click(programs)
    expect(programs).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(programs).toHaveAttribute('aria-expanded', 'false')
  })

  it('the small-screen menu toggles, its groups expand separately, and reopening starts collapsed', async () => {
    const user = userEvent.setup()
    prerenderedHeader()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()

    const about = within(panel).getByRole('button', { name: 'About' })
    const programs = within(panel).getByRole('button', { name: 'Programs' })
    await user.click(about)
    expect(about).toHaveAttribute('aria-expanded', 'true')
    expect(programs).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    expect(panel).not.toBeVisible()
    await user.click(toggle)
    expect(about).toHaveAttribute('aria-expanded', 'false')
  })
})
