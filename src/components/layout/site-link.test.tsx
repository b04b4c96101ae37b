import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { CurrentPathProvider, SiteLink, useSiteLinkNavigation } from './site-link'

function Shell() {
  const { pathname, search } = useLocation()
  useSiteLinkNavigation()
  return (
    <CurrentPathProvider pathname={pathname}>
      <nav aria-label="Main">
        <SiteLink to="/about" className="plain" currentClassName="current">
          About
        </SiteLink>
        <SiteLink to="/contact" className="plain" currentClassName="current">
          Contact
        </SiteLink>
      </nav>
      <p data-testid="where">{`${pathname}${search}`}</p>
    </CurrentPathProvider>
  )
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Shell />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('SiteLink', () => {
  it('marks only the link to the current page, also with a trailing slash or a query string', () => {
    renderAt('/about/?tab=1')
    const about = screen.getByRole('link', { name: 'About' })
    const contact = screen.getByRole('link', { name: 'Contact' })
    expect(about).toHaveAttribute('aria-current', 'page')
    expect(about).toHaveClass('current')
    expect(contact).not.toHaveAttribute('aria-current')
    expect(contact).toHaveClass('plain')
    expect(contact).toHaveAttribute('href', '/contact')
  })

  it('follows a plain click inside the app and moves the current-page mark', () => {
    renderAt('/about')
    const contact = screen.getByRole('link', { name: 'Contact' })
    const followed = fireEvent.click(contact, { button: 0 })
    expect(followed).toBe(false) // the browser's own navigation was prevented
    expect(screen.getByTestId('where')).toHaveTextContent('/contact')
    expect(contact).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current')
  })

  it('leaves a click with a modifier key (a new tab) to the browser', () => {
    renderAt('/about')
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Contact' }), {
      button: 0,
      ctrlKey: true,
    })
    expect(followed).toBe(true)
    expect(screen.getByTestId('where')).toHaveTextContent('/about')
  })
})
