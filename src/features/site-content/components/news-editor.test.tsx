import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { NewsItem, SiteContent } from '@/content/site-content-schema'
import { NewsEditor } from './news-editor'

const note: NewsItem = {
  slug: 'coach-applications',
  title: 'Coach applications',
  date: '2026-11-20',
  summary: 'Apply now.',
  body: ['It is free to apply.'],
}
const draft = { ...seedSiteContent, news: [note] } as SiteContent

function renderEditor() {
  const save = vi.fn<(news: NewsItem[]) => Promise<boolean>>().mockResolvedValue(true)
  render(<NewsEditor draft={draft} news={[note]} save={save} />)
  return { save, user: userEvent.setup() }
}

describe('NewsEditor', () => {
  it('adds an announcement with its paragraphs, a link to a page of the site and a picture with its alt text', async () => {
    const { save, user } = renderEditor()
    const form = screen.getByRole('form', { name: 'Add an announcement' })
    const date = within(form).getByLabelText('Date')
    await user.clear(date)
    await user.type(date, '2026-12-01')
    await user.type(within(form).getByLabelText('Title'), 'Training dates for spring')
    await user.type(within(form).getByLabelText('Summary'), 'Book a pathway.')
    await user.type(within(form).getByLabelText('Text'), 'One.{enter}{enter}Two.')
    await user.type(within(form).getByLabelText('Link (optional)'), '/training-programs')
    await user.type(within(form).getByLabelText('Picture (optional)'), '/images/class.jpg')
    await user.type(within(form).getByLabelText('Picture’s alt text'), 'A class at work')
    await user.click(
      within(form).getByRole('button', { name: 'Add the announcement to the draft' }),
    )

    expect(save).toHaveBeenCalledWith([
      {
        slug: 'training-dates-for-spring',
        title: 'Training dates for spring',
        date: '2026-12-01',
        summary: 'Book a pathway.',
        body: ['One.', 'Two.'],
        link: { href: '/training-programs', label: 'Read more' },
        image: { src: '/images/class.jpg', alt: 'A class at work' },
      },
      note,
    ])
  }, 20_000)

  it('shows each refusal beside its field in words, focuses the first and keeps what was typed', async () => {
    const { save, user } = renderEditor()
    const form = screen.getByRole('form', { name: 'Add an announcement' })
    await user.type(within(form).getByLabelText('Link (optional)'), 'http://example.org')
    await user.type(within(form).getByLabelText('Picture (optional)'), '/images/class.jpg')
    await user.click(
      within(form).getByRole('button', { name: 'Add the announcement to the draft' }),
    )

    expect(save).not.toHaveBeenCalled()
    const title = within(form).getByLabelText('Title')
    expect(title).toHaveFocus()
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Enter the announcement’s title')
    const link = within(form).getByLabelText('Link (optional)')
    expect(link).toHaveAttribute('aria-invalid', 'true')
    expect(link).toHaveAccessibleDescription(/starting with https:\/\/\.? Enter the link as a page/)
    expect(link).toHaveValue('http://example.org')
    expect(within(form).getByLabelText('Picture’s alt text')).toHaveAccessibleDescription(
      /Enter what the picture shows, for someone who cannot see it/,
    )
    // No schema path in any message.
    expect(form.textContent).not.toMatch(/›|\bat news\b|\[\d\]/)
  }, 20_000)

  it('edits an announcement where it stands, keeping its short name', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Edit Coach applications' }))
    const form = screen.getByRole('form', { name: 'Edit Coach applications' })
    expect(within(form).getByLabelText('Text')).toHaveValue('It is free to apply.')
    const title = within(form).getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'AI Coach applications are open')
    await user.click(within(form).getByRole('button', { name: 'Save this announcement' }))
    expect(save).toHaveBeenCalledWith([{ ...note, title: 'AI Coach applications are open' }])
  }, 20_000)

  it('removes an announcement only after a question that names what changes', async () => {
    const { save, user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Remove Coach applications' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove Coach applications?' })
    expect(dialog).toHaveTextContent('News')
    expect(save).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Remove Coach applications' }))
    expect(save).toHaveBeenCalledWith([])
  }, 20_000)
})
