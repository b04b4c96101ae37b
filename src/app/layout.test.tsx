import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { Layout } from '@/app/layout'

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module')
}

describe('layout', () => {
  it('shows "Something went wrong" between header and footer when a page fails, and recovers on navigation', async () => {
    // Expected here: React reports the caught error with console.error.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<h1>Home page</h1>} />
            <Route path="broken" element={<BrokenPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    )

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    expect(screen.getByRole('banner')).toBeVisible()
    expect(screen.getByRole('contentinfo')).toBeVisible()
    expect(error).toHaveBeenCalled()

    await userEvent.click(screen.getAllByRole('link', { name: /home page/i })[0]!)
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeVisible()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  })
})
