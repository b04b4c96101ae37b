import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes, preloadRoute } from '@/app/router'

function renderAt(pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

describe('router', () => {
  it('renders a preloaded page on the first render, as hydration needs', async () => {
    await preloadRoute('/timeline')
    renderAt('/timeline')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/timeline/i)
  })

  it('shows nothing in main until a page that was not preloaded has loaded', async () => {
    renderAt('/privacy-policy')
    expect(screen.getByRole('main')).toBeEmptyDOMElement()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/privacy policy/i)
  })

  it('preloads the not-found page for unknown paths', async () => {
    await preloadRoute('/no-such-page')
    // The not-found page logs the missing path; that is its job, not a failure here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderAt('/no-such-page')
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  })
})
