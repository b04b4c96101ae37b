import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HeaderSearch } from './header-search'

describe('HeaderSearch', () => {
  it('is a plain GET form to /search?q=… with a labelled box and button, no script of its own', () => {
    const { container } = render(<HeaderSearch idPrefix="header" />)
    const form = screen.getByRole('search', { name: 'Search the site' })
    expect(form).toHaveAttribute('action', '/search')
    expect(form).toHaveAttribute('method', 'get')
    const box = screen.getByRole('searchbox', { name: 'Search the site' })
    expect(box).toHaveAttribute('name', 'q')
    expect(box).toHaveAttribute('id', 'header-search-query')
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit')
    // The boot script lets a form with an action go its way (src/boot.ts: APP_FORM).
    expect(container.querySelector('form:not([action])')).toBeNull()
  })
})
