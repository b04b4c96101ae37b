import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fingerprint } from '@schemas/translated-texts'
import { paths } from '@/config/paths'
import type { PageCopy } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { valueAt, withValueAt } from '../lib/page-draft'
import { gapSentence, pagesInSpanish, spanishGaps } from '../lib/spanish-texts'
import { PageForm } from './page-form'

const contact = seedPageCopy[paths.contact]!
const heroTitle = 'blocks.hero.title'
const heroLead = 'blocks.hero.lead'

/** /contact with its heading changed in English since its Spanish, and its lead's Spanish gone. */
function contactToUpdate(publish: boolean): PageCopy {
  const hero = contact.blocks.findIndex((block) => block.id === 'hero')
  const changed = withValueAt(contact, ['blocks', hero, 'title'], 'Talk to us')
  const texts = { ...contact.translations!.es!.texts }
  delete texts[heroLead]
  return { ...changed, translations: { es: { publish, texts } } }
}

function renderInSpanish(page: PageCopy) {
  const onSave = vi.fn<(page: PageCopy) => Promise<boolean>>().mockResolvedValue(true)
  render(<PageForm route={paths.contact} page={page} onSave={onSave} />)
  return { onSave, user: userEvent.setup() }
}

const item = (address: string) =>
  document.querySelector<HTMLElement>(`[data-address="${address}"]`)!

describe('a page’s Spanish in the desk', () => {
  it('shows each text’s English beside its Spanish, and which Spanish is missing, older or up to date', async () => {
    const { user } = renderInSpanish(contactToUpdate(true))
    expect(
      screen.getByText(/1 text is older than its English, 1 text has no Spanish/),
    ).toBeVisible()
    await user.click(screen.getByLabelText('Spanish'))

    const title = within(item(heroTitle))
    expect(title.getByText('Talk to us')).toHaveAttribute('lang', 'en')
    expect(title.getByText(/^Older than its English/)).toBeVisible()
    const titleField = title.getByRole('textbox')
    expect(titleField).toHaveAttribute('lang', 'es')
    expect(titleField).toHaveValue('Contáctenos')
    expect(titleField).toHaveAccessibleName('Top of the page: Talk to us › Heading')
    expect(titleField).toHaveAccessibleDescription(/Older than its English/)

    expect(within(item(heroLead)).getByText(/^Missing/)).toBeVisible()
    expect(within(item(heroLead)).getByRole('textbox')).toHaveValue('')
    expect(within(item('blocks.hero.eyebrow')).getByText('Up to date')).toBeVisible()
    expect(screen.getByText(/1 without Spanish, 1 older than their English/)).toBeVisible()
  })

  it('refuses to save a page published in Spanish with a text missing, beside that text, focused', async () => {
    const { onSave, user } = renderInSpanish(contactToUpdate(true))
    await user.click(screen.getByText('Save the page'))

    expect(onSave).not.toHaveBeenCalled()
    // The form turns to the Spanish words, where the refusal is.
    const lead = within(item(heroLead)).getByRole('textbox')
    expect(lead).toHaveFocus()
    expect(lead).toHaveAttribute('aria-invalid', 'true')
    expect(lead).toHaveAccessibleDescription(
      /Write the Spanish of this text, or publish the page in English only/,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('One field needs attention')
  })

  it('saves each Spanish with the fingerprint of the English it was written from', async () => {
    const { onSave, user } = renderInSpanish(contactToUpdate(true))
    await user.click(screen.getByLabelText('Spanish'))
    const title = within(item(heroTitle)).getByRole('textbox')
    await user.clear(title)
    await user.click(title)
    await user.paste('Hable con nosotros')
    expect(within(item(heroTitle)).getByText('Up to date')).toBeVisible()
    await user.click(within(item(heroLead)).getByRole('textbox'))
    await user.paste('Escríbanos.')
    await user.click(screen.getByText('Save the page'))

    const saved = onSave.mock.calls[0]![0]
    expect(saved.translations?.es?.publish).toBe(true)
    expect(saved.translations?.es?.texts[heroTitle]).toEqual({
      text: 'Hable con nosotros',
      of: fingerprint('Talk to us'),
    })
    expect(saved.translations?.es?.texts[heroLead]?.of).toBe(
      fingerprint(valueAt(contact, ['blocks', 0, 'lead']) as string),
    )
    // The other texts keep the Spanish they had.
    expect(saved.translations?.es?.texts['blocks.hero.eyebrow']).toEqual(
      contact.translations!.es!.texts['blocks.hero.eyebrow'],
    )
  })

  it('keeps an older Spanish that still fits as up to date, without retyping it', async () => {
    const { onSave, user } = renderInSpanish(contactToUpdate(false))
    await user.click(screen.getByLabelText('Spanish'))
    await user.click(within(item(heroTitle)).getByRole('button', { name: /^Keep this Spanish/ }))
    expect(within(item(heroTitle)).getByText('Up to date')).toBeVisible()
    await user.click(screen.getByText('Save the page'))
    expect(onSave.mock.calls[0]![0].translations?.es?.texts[heroTitle]).toEqual({
      text: 'Contáctenos',
      of: fingerprint('Talk to us'),
    })
  })

  it('saves a page in English only with texts missing, and says it is English only', async () => {
    const { onSave, user } = renderInSpanish(contactToUpdate(false))
    expect(screen.getByText(/^English only: this page is not published in Spanish/)).toBeVisible()
    await user.click(screen.getByLabelText('Spanish'))
    const publish = screen.getByLabelText('Publish this page in Spanish')
    expect(publish).not.toBeChecked()
    expect(publish).toHaveAccessibleDescription(/This page is in English only/)
    await user.click(screen.getByText('Save the page'))
    expect(onSave.mock.calls[0]![0].translations?.es?.publish).toBe(false)
  })

  it('keeps the page’s Spanish when only its English is edited and saved', async () => {
    const { onSave, user } = renderInSpanish(contact)
    await user.click(screen.getByText('Save the page'))
    expect(onSave.mock.calls[0]![0].translations).toEqual(contact.translations)
  })

  it('asks for the Spanish of a block added to a page published in Spanish, and saves it with it', async () => {
    const { onSave, user } = renderInSpanish(contact)
    await user.selectOptions(screen.getByLabelText('Kind of block'), 'prose')
    await user.click(screen.getByText('Add the block'))
    await user.paste('Parking')
    const block = screen.getByText('Text section: Parking', { selector: 'legend' }).parentElement!
    await user.click(within(block).getByLabelText(/^Paragraph/))
    await user.paste('Free parking behind the building.')
    await user.click(screen.getByText('Save the page'))
    expect(onSave).not.toHaveBeenCalled()
    const added = [...document.querySelectorAll<HTMLElement>('[data-state="missing"]')]
    expect(added.map((text) => text.dataset.address)).toEqual([
      'blocks.prose.title',
      'blocks.prose.paragraphs.0',
    ])
    expect(within(added[0]!).getByRole('textbox')).toHaveFocus()
    await user.paste('Estacionamiento')
    await user.click(within(added[1]!).getByRole('textbox'))
    await user.paste('Estacionamiento gratuito detrás del edificio.')
    await user.click(screen.getByText('Save the page'))
    expect(onSave.mock.calls[0]![0].translations?.es?.texts['blocks.prose.title']).toEqual({
      text: 'Estacionamiento',
      of: fingerprint('Parking'),
    })
  })

  it('gives the preview each page in its Spanish, English where a text has none', () => {
    const [hero] = pagesInSpanish({ [paths.contact]: contactToUpdate(false) })[paths.contact]!
      .blocks
    expect(hero).toMatchObject({
      title: 'Contáctenos',
      lead: valueAt(contact, ['blocks', 0, 'lead']),
    })
  })

  it('lists across pages what is older or missing', () => {
    const gaps = spanishGaps({ [paths.contact]: contactToUpdate(true) })
    expect(gaps.map(gapSentence)).toEqual([
      '/contact: 1 text older than its English, 1 text without Spanish',
    ])
  })
})
