import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import type { PageCopy } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { PageForm } from './page-form'

// In English only: a block added to a page published in Spanish needs its Spanish too, which
// page-form-spanish.test.tsx follows.
const { translations: _spanish, ...about } = seedPageCopy[paths.about]!

function renderAbout() {
  const onSave = vi.fn<(page: PageCopy) => Promise<boolean>>().mockResolvedValue(true)
  render(<PageForm route={paths.about} page={about} onSave={onSave} />)
  return { onSave, user: userEvent.setup() }
}

/** Types a whole value at once (as pasting does): the form sees each field change once. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

describe('arranging /about in the desk', () => {
  it('adds a questions-and-answers block after the top, fills it, moves it below Our Story and saves that order', async () => {
    const { onSave, user } = renderAbout()
    await user.selectOptions(screen.getByLabelText('Kind of block'), 'faq')
    await user.selectOptions(screen.getByLabelText('Place it after'), 'hero')
    await user.click(screen.getByText('Add the block'))

    const added = screen.getByText('Questions and answers', { selector: 'legend' }).parentElement!
    expect(within(added).getByLabelText('Heading')).toHaveFocus()
    expect(screen.getByText(/Questions and answers added/)).toHaveAttribute('role', 'status')

    await user.click(screen.getByText('Save the page'))
    expect(onSave).not.toHaveBeenCalled()
    expect(within(added).getByLabelText('Heading')).toHaveAttribute('aria-invalid', 'true')

    await fill(user, within(added).getByLabelText('Heading'), 'Questions people ask')
    await fill(user, within(added).getByLabelText('Question'), 'Who runs the Alliance?')
    await fill(user, within(added).getByLabelText('Answer'), 'A public-benefit corporation.')
    await user.click(screen.getByLabelText('Move Questions and answers: Questions people ask down'))
    await user.click(screen.getByText('Save the page'))

    const saved = onSave.mock.calls[0]![0]
    expect(saved.blocks.slice(0, 3).map((block) => block.id)).toEqual(['hero', 'story', 'faq'])
    expect(saved.blocks[2]).toEqual({
      kind: 'faq',
      id: 'faq',
      title: 'Questions people ask',
      items: [{ question: 'Who runs the Alliance?', answer: 'A public-benefit corporation.' }],
    })
    expect(saved.blocks).toHaveLength(about.blocks.length + 1)
  }, 60_000)

  it('removes a block and duplicates one; the top of the page cannot be moved or removed', async () => {
    const { onSave, user } = renderAbout()
    expect(screen.queryByLabelText(/^Remove Top of the page/)).toBeNull()
    await user.click(screen.getByLabelText('Remove Text section: Purpose'))
    expect(screen.getByLabelText('Kind of block')).toHaveFocus()
    await user.click(screen.getByLabelText('Duplicate Text section: Mission'))
    await user.click(screen.getByText('Save the page'))
    const ids = onSave.mock.calls[0]![0].blocks.map((block) => block.id)
    expect(ids).not.toContain('purpose')
    expect(ids.slice(ids.indexOf('mission'), ids.indexOf('mission') + 2)).toEqual([
      'mission',
      'mission-copy',
    ])
    expect(screen.getByRole('button', { name: 'Move Text section: Our Story up' })).toBeDisabled()
  }, 60_000)

  it('a page its route lays out offers no arranging (the news page, its list of announcements)', () => {
    const route = paths.news
    render(<PageForm route={route} page={seedPageCopy[route]!} onSave={vi.fn()} />)
    expect(screen.queryByText('Add a block')).toBeNull()
    expect(screen.queryByLabelText(/^Move /)).toBeNull()
  })
})
