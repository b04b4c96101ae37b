import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppLink } from '@/components/ui/app-link'
import { ExternalLink } from '@/components/ui/external-link'

describe('ExternalLink', () => {
  it('opens in a new tab without opener or referrer and says so to screen readers', () => {
    render(<ExternalLink href="https://example.org/schedule">AI Week schedule</ExternalLink>)
    const link = screen.getByRole('link', { name: 'AI Week schedule (opens in a new tab)' })
    expect(link).toHaveAttribute('href', 'https://example.org/schedule')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('cannot be talked out of its target and rel by props', () => {
    const props = { target: '_self', rel: 'opener' } as Record<string, string>
    render(
      <ExternalLink href="https://example.org" {...props}>
        Example
      </ExternalLink>,
    )
    const link = screen.getByRole('link', { name: /Example/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

describe('AppLink', () => {
  it('routes internal paths and sends full URLs through ExternalLink', () => {
    render(
      <MemoryRouter>
        <AppLink href="/contact?subject=partnership">Partner with us</AppLink>
        <AppLink href="https://example.org/fair">Science fair</AppLink>
      </MemoryRouter>,
    )
    const internal = screen.getByRole('link', { name: 'Partner with us' })
    expect(internal).toHaveAttribute('href', '/contact?subject=partnership')
    expect(internal).not.toHaveAttribute('target')
    expect(screen.getByRole('link', { name: 'Science fair (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    )
  })
})
