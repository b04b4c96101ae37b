import { render } from '@testing-library/react'
import type { ComponentType, ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'

/** The page's markup as the prerender writes it inside <main> (the layout is not copy). */
export function routeMarkup(path: string, Page: ComponentType, wrap?: (page: ReactNode) => ReactNode) {
  const page = <Page />
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <main>{wrap ? wrap(page) : page}</main>
    </MemoryRouter>,
  )
  const html = container.innerHTML
  unmount()
  return html
}
