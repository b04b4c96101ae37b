/**
 * A legal page's "On this page" lists its titled sections in the page's order: when an editor adds,
 * moves or removes a section, the contents follow, each entry a link to its section's anchor.
 */
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Component as PrivacyPolicy } from '@/app/routes/privacy-policy'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { moveBlock } from '@/features/site-content/lib/arrange-blocks'

const seed = seedPageCopy[paths.privacyPolicy]!

function contentsWith(blocks: PageBlock[]) {
  render(
    <MemoryRouter initialEntries={[paths.privacyPolicy]}>
      <PageCopyProvider pages={{ ...seedPageCopy, [paths.privacyPolicy]: { ...seed, blocks } }}>
        <PrivacyPolicy />
      </PageCopyProvider>
    </MemoryRouter>,
  )
  const nav = screen.getByRole('navigation', { name: 'On this page' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('a legal page’s contents', () => {
  it('lists a section an editor added, where it was added, linking to its anchor', () => {
    const added: PageBlock = {
      kind: 'faq',
      id: 'faq-1',
      title: 'Common questions',
      items: [{ question: 'Do you sell data?', answer: 'No.' }],
    }
    const blocks = [...seed.blocks]
    blocks.splice(3, 0, added)
    const contents = contentsWith(blocks)
    expect(contents[0]).toEqual(['Who we are', '#who-we-are'])
    expect(contents[1]).toEqual(['Common questions', '#faq-1'])
    expect(document.getElementById('faq-1')).toHaveTextContent('Do you sell data?')
  })

  it('follows a section moved down and drops a section removed', () => {
    const first = seed.blocks.findIndex((block) => block.id === 'who-we-are')
    const blocks = moveBlock(seed.blocks, first, 1).filter((block) => block.id !== 'security')
    const titles = contentsWith(blocks).map(([title]) => title)
    expect(titles.slice(0, 2)).toEqual(['Information we collect', 'Who we are'])
    expect(titles).not.toContain('Security')
  })
})
