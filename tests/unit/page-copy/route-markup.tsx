import { render } from '@testing-library/react'
import type { ComponentType, ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'

/**
 * React's useId values (`section-r4-title`) count every render in the test file, so they differ
 * with the order tests run in: the markup is compared with each such id written as `r*`.
 */
export function withStableIds(html: string): string {
  return html.replace(
    /((?:id|for|aria-[a-z]+)=")([^"]*)"/g,
    (_, attribute: string, value: string) =>
      `${attribute}${value
        .replace(/_r_[0-9a-z]+_/g, '_r_*_')
        .replace(/(^|[-:«])r[0-9a-z]+(?=$|[-:»])/g, '$1r*')}"`,
  )
}

/** The page's markup as the prerender writes it inside <main> (the layout is not copy). */
export function routeMarkup(
  path: string,
  Page: ComponentType,
  wrap?: (page: ReactNode) => ReactNode,
) {
  const page = <Page />
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <main>{wrap ? wrap(page) : page}</main>
    </MemoryRouter>,
  )
  const html = withStableIds(container.innerHTML)
  unmount()
  return html
}
