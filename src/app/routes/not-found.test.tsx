import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { Component as NotFound } from '@/app/routes/not-found'

describe('not-found route', () => {
  it('shows the 404 heading with a link home and logs the missing path with console.error', () => {
    // Expected here: replace the setup file's "console.error fails the test" spy.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(
      <MemoryRouter initialEntries={['/no-such-page?x=1']}>
        <NotFound />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    // The boot script loads the app at once on a page whose markup asks for it, so the path is logged.
    expect(container.querySelector('[data-start-app]')).toContainElement(
      screen.getByRole('heading', { level: 1 }),
    )
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    )
  })
})
