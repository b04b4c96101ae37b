import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppRoutes, preloadRoute } from '@/app/router'
import { headTags } from '@/components/seo/head'
import { paths } from '@/config/paths'
import contactInSpanish from '@/content/page-translations/contact'
import { seedPageCopy } from '@/content/page-copy-seed'
import { seoFor } from '@/content/seo'
import { translatedRoutes } from '@/content/spanish-pages'

async function renderAt(pathname: string) {
  await preloadRoute(pathname)
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

describe('a page published in Spanish', () => {
  it('is at /es/… with its own words, the menus in Spanish and a switch back to English', async () => {
    await renderAt('/es/contact')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      contactInSpanish.texts['blocks.hero.title']!,
    )
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es')
    const english = within(header).getByRole('link', { name: 'English' })
    expect(english).toHaveAttribute('href', '/contact')
    expect(english).toHaveAttribute('lang', 'en')
    expect(english).toHaveAttribute('hreflang', 'en')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('heading', { name: 'Reciba novedades' })).toBeVisible()
    expect(within(footer).getByLabelText('Su correo electrónico')).toBeVisible()
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacy-policy',
    )
  })

  it('links a page without its Spanish to the English one, saying so with hreflang', async () => {
    expect(translatedRoutes.has(paths.partners)).toBe(false)
    await renderAt('/es/contact')
    const partners = within(screen.getByRole('banner')).getByRole('link', { name: 'Socios' })
    expect(partners).toHaveAttribute('href', paths.partners)
    expect(partners).toHaveAttribute('hreflang', 'en')
  })

  it('offers the Spanish version from the English page', async () => {
    await renderAt('/contact')
    const spanish = within(screen.getByRole('banner')).getByRole('link', { name: 'Español' })
    expect(spanish).toHaveAttribute('href', '/es/contact')
    expect(spanish).toHaveAttribute('lang', 'es')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us')
  })

  it('has no switch on a page without Spanish', async () => {
    await renderAt(paths.partners)
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Español' }),
    ).not.toBeInTheDocument()
  })

  it('is described to search engines in Spanish, with both versions named', () => {
    // A build without a database describes its Spanish pages from the repository's pages.
    const meta = seoFor('/es/contact', seedPageCopy)
    expect(meta.title).toBe(contactInSpanish.texts['seo.title'])
    const head = headTags(meta, '/es/contact', { translated: translatedRoutes })
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="http://127.0.0.1:4173/contact" />',
    )
    expect(head).toContain(
      '<link rel="alternate" hreflang="es" href="http://127.0.0.1:4173/es/contact" />',
    )
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://127.0.0.1:4173/contact" />',
    )
    expect(head).toContain('<meta property="og:locale" content="es_US" />')
    // The English page names the same two versions.
    expect(headTags(seoFor('/contact'), '/contact', { translated: translatedRoutes })).toContain(
      'hreflang="es" href="http://127.0.0.1:4173/es/contact"',
    )
  })

  it('is no page at /es/… when it is not published in Spanish', () => {
    expect(seoFor('/es/partners').title).toBe(seoFor('/no-such-page').title)
  })
})

describe('the links in a Spanish page’s words', () => {
  it('lead to the Spanish version of a page published in Spanish, else to the English one', async () => {
    await renderAt('/es/contact')
    const main = screen.getByRole('main')
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'))
    expect(hrefs).toContain('/es/ai-coach-application')
    expect(hrefs).toContain('/es/join-alliance')
    // /partners has no Spanish version: its link stays English.
    expect(hrefs.some((href) => href.startsWith('/partners'))).toBe(true)
  })
})

describe('the legal pages in Spanish', () => {
  it('give the effective date its machine date and the contents their Spanish heading', async () => {
    await renderAt('/es/privacy-policy')
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeVisible()
    expect(screen.getByText('7 de octubre de 2025')).toHaveAttribute('datetime', '2025-10-07')
  })
})
