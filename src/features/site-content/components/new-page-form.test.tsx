import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { addressFor } from './new-page-form'
import { PagesEditor } from './pages-editor'

/** The Pages editor over a draft that saves in memory, as the desk's draft does. */
function Harness({ save }: { save: (pages: Pages) => void }) {
  const [pages, setPages] = useState<Pages>(seedPageCopy)
  const [route, setRoute] = useState('/')
  return (
    <PagesEditor
      pages={pages}
      route={route}
      onChoose={setRoute}
      save={async (next) => {
        save(next)
        setPages(next)
        return true
      }}
    />
  )
}

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

describe('making a page in the desk', () => {
  it('suggests the address from the name', () => {
    expect(addressFor('Scholarships 2027')).toBe('/scholarships-2027')
    expect(addressFor('Semana de IA: Año 2027')).toBe('/semana-de-ia-ano-2027')
  })

  it('refuses each missing or taken answer beside its field, keeps what was typed, then makes the page and opens it to arrange', async () => {
    const save = vi.fn()
    const user = userEvent.setup()
    render(<Harness save={save} />)
    await user.click(screen.getByRole('button', { name: 'Make a new page' }))
    const form = screen.getByRole('form', { name: 'Make a new page' })
    await paste(user, within(form).getByLabelText('Name'), 'Partners')
    expect(within(form).getByLabelText('Address')).toHaveValue('/partners')
    await user.click(within(form).getByRole('button', { name: 'Make the page' }))

    expect(save).not.toHaveBeenCalled()
    const address = within(form).getByLabelText('Address')
    expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(address).toHaveAccessibleDescription(
      /The site already has a page at \/partners: choose another address/,
    )
    expect(within(form).getByLabelText('Name')).toHaveValue('Partners')
    expect(within(form).getByLabelText('Title in search results')).toHaveAccessibleDescription(
      /Write a title of at least 10 characters/,
    )
    expect(
      within(form).getByRole('group', { name: 'Where its link appears' }),
    ).toHaveAccessibleDescription('Choose where the page’s link appears')

    await paste(user, within(form).getByLabelText('Name'), 'Scholarships')
    await paste(user, address, '/scholarships')
    await paste(
      user,
      within(form).getByLabelText('Title in search results'),
      'Scholarships | Idaho AI Alliance',
    )
    await paste(
      user,
      within(form).getByLabelText('Description in search results'),
      'Scholarships for Idaho educators who take the AI Coaching Certification in 2027.',
    )
    await user.click(within(form).getByLabelText('The footer’s Get Involved list'))
    await user.click(within(form).getByRole('button', { name: 'Make the page' }))

    const saved = save.mock.calls.at(-1)![0] as Pages
    expect(saved['/scholarships']).toEqual({
      seo: {
        title: 'Scholarships | Idaho AI Alliance',
        description:
          'Scholarships for Idaho educators who take the AI Coaching Certification in 2027.',
      },
      made: { name: 'Scholarships', menu: 'get-involved' },
      blocks: [
        {
          kind: 'hero',
          id: 'top',
          title: 'Scholarships',
          lead: 'Scholarships for Idaho educators who take the AI Coaching Certification in 2027.',
        },
      ],
    })
    // The new page is open, ready for blocks, with its menu place and a way to retire it.
    const words = screen.getByRole('form', { name: 'Words of /scholarships' })
    expect(within(words).getByLabelText('Kind of block')).toBeInTheDocument()
    expect(within(words).getByLabelText('Name on its menu link')).toHaveValue('Scholarships')
    expect(within(words).getByLabelText('What happens to /scholarships')).toHaveValue('')
    expect(screen.getByLabelText('Page')).toHaveValue('/scholarships')
  }, 60_000)

  it('retires a made page towards another page, saved with the page', async () => {
    const save = vi.fn()
    const user = userEvent.setup()
    render(<Harness save={save} />)
    await user.click(screen.getByRole('button', { name: 'Make a new page' }))
    const form = screen.getByRole('form', { name: 'Make a new page' })
    await paste(user, within(form).getByLabelText('Name'), 'Week schedule')
    await paste(
      user,
      within(form).getByLabelText('Title in search results'),
      'Idaho AI Week schedule',
    )
    await paste(
      user,
      within(form).getByLabelText('Description in search results'),
      'The schedule of Idaho AI Week 2027: every session, room and time, day by day.',
    )
    await user.click(within(form).getByLabelText('Not in the menus (linked from other pages only)'))
    await user.click(within(form).getByRole('button', { name: 'Make the page' }))

    const words = screen.getByRole('form', { name: 'Words of /week-schedule' })
    await user.selectOptions(
      within(words).getByLabelText('What happens to /week-schedule'),
      '/events',
    )
    await user.click(within(words).getByRole('button', { name: 'Save the page' }))
    expect((save.mock.calls.at(-1)![0] as Pages)['/week-schedule']!.retiredTo).toBe('/events')
    expect(
      screen.getByRole('option', { name: /\/week-schedule .*\(retired\)/ }),
    ).toBeInTheDocument()
  }, 60_000)
})
