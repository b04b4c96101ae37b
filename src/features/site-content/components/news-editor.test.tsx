import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { NewsItem, SiteContent } from '@/content/site-content-schema'
import { makePngLogo, makeSvgWithScript } from '../../../../tests/support/factories'
import { uploadSiteImage } from '../api/upload-site-image'
import { NewsEditor } from './news-editor'

// The upload is the bucket's business (proved by pgTAP and the e2e spec): here, what reaches it.
vi.mock('../api/upload-site-image', () => ({
  uploadSiteImage: vi.fn(async () => '/news-images/0b1c-2d.png'),
  siteImagePreviewUrl: (_kind: unknown, src: string) => src,
}))

// jsdom's Blob has no arrayBuffer(); its FileReader reads the same bytes.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(this)
  })
}

beforeEach(() => {
  vi.mocked(uploadSiteImage).mockClear()
  // jsdom decodes no images: the browser's answers for the chosen file.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 640, height: 360, close: () => {} })),
  )
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})

const png = makePngLogo({ width: 640, height: 360 })
const pngFile = () => new File([new Uint8Array(png.bytes)], 'class.png', { type: 'image/png' })

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
  // Files of any type reach the field, as a person choosing "All files" can send them.
  return { save, user: userEvent.setup({ applyAccept: false }) }
}

describe('NewsEditor', () => {
  it('adds an announcement with its paragraphs, a link to a page of the site and an uploaded picture with its alt text and size', async () => {
    const { save, user } = renderEditor()
    const form = screen.getByRole('form', { name: 'Add an announcement' })
    const date = within(form).getByLabelText('Date')
    await user.clear(date)
    await user.type(date, '2026-12-01')
    await user.type(within(form).getByLabelText('Title'), 'Training dates for spring')
    await user.type(within(form).getByLabelText('Summary'), 'Book a pathway.')
    await user.type(within(form).getByLabelText('Text'), 'One.{enter}{enter}Two.')
    await user.type(within(form).getByLabelText('Link (optional)'), '/training-programs')
    await user.upload(within(form).getByLabelText('Picture (optional)'), pngFile())
    expect(
      await within(form).findByRole('img', { name: 'Preview for this announcement' }),
    ).toHaveAttribute('src', 'blob:preview')
    await user.type(within(form).getByLabelText('Picture’s alt text'), 'A class at work')
    await user.click(
      within(form).getByRole('button', { name: 'Add the announcement to the draft' }),
    )

    expect(uploadSiteImage).toHaveBeenCalledWith(
      expect.objectContaining({ bucket: 'news-images' }),
      expect.any(File),
      'image/png',
    )
    expect(save).toHaveBeenCalledWith([
      {
        slug: 'training-dates-for-spring',
        title: 'Training dates for spring',
        date: '2026-12-01',
        summary: 'Book a pathway.',
        body: ['One.', 'Two.'],
        link: { href: '/training-programs', label: 'Read more' },
        image: { src: '/news-images/0b1c-2d.png', width: 640, height: 360, alt: 'A class at work' },
      },
      note,
    ])
  }, 20_000)

  it('shows each refusal beside its field in words, focuses the first and keeps what was typed', async () => {
    const { save, user } = renderEditor()
    const form = screen.getByRole('form', { name: 'Add an announcement' })
    await user.type(within(form).getByLabelText('Link (optional)'), 'http://example.org')
    await user.upload(within(form).getByLabelText('Picture (optional)'), pngFile())
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
    expect(uploadSiteImage).not.toHaveBeenCalled()
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

  describe('the picture', () => {
    async function fillRequired(form: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
      await user.type(within(form).getByLabelText('Title'), 'Spring classes')
      await user.type(within(form).getByLabelText('Summary'), 'Book a place.')
      await user.type(within(form).getByLabelText('Text'), 'Seats are limited.')
    }

    async function refusedBesideThePicture(file: File, message: RegExp | string) {
      const { save, user } = renderEditor()
      const form = screen.getByRole('form', { name: 'Add an announcement' })
      await fillRequired(form, user)
      const picture = within(form).getByLabelText('Picture (optional)')
      await user.upload(picture, file)
      // The bytes are read before the refusal: it comes a moment after the choice.
      await waitFor(() => expect(picture).toHaveAttribute('aria-invalid', 'true'))
      expect(picture).toHaveAccessibleDescription(message)
      expect(picture).toHaveFocus()
      expect(within(form).queryByRole('img')).toBeNull()
      // Nothing typed is lost, nothing is uploaded or saved.
      expect(within(form).getByLabelText('Title')).toHaveValue('Spring classes')
      expect(within(form).getByLabelText('Text')).toHaveValue('Seats are limited.')
      await user.click(
        within(form).getByRole('button', { name: 'Add the announcement to the draft' }),
      )
      expect(uploadSiteImage).not.toHaveBeenCalled()
      expect(save).toHaveBeenCalledWith([
        expect.not.objectContaining({ image: expect.anything() }),
        note,
      ])
    }

    it('refuses an SVG (which can carry script) beside the field', async () => {
      const svg = makeSvgWithScript()
      await refusedBesideThePicture(
        new File([new Uint8Array(svg.bytes)], svg.name, { type: svg.type }),
        /SVG pictures are not accepted \(an SVG can carry script\)\. Export the picture as PNG, JPEG or WebP\./,
      )
    }, 20_000)

    it('refuses an SVG renamed to .png by its bytes', async () => {
      const svg = makeSvgWithScript()
      await refusedBesideThePicture(
        new File([new Uint8Array(svg.bytes)], 'photo.png', { type: 'image/png' }),
        /photo\.png is not really a PNG image \(its contents say otherwise\)/,
      )
    }, 20_000)

    it('refuses another type, naming the file', async () => {
      await refusedBesideThePicture(
        new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' }),
        /flyer\.pdf is not a PNG, JPEG or WebP image\. Choose a picture in one of those formats\./,
      )
    }, 20_000)

    it('refuses a file over 2 MB with its size and the limit', async () => {
      const big = makePngLogo({ padToBytes: 2 * 1024 * 1024 + 200_000 })
      await refusedBesideThePicture(
        new File([new Uint8Array(big.bytes)], 'poster.png', { type: 'image/png' }),
        /poster\.png is 2\.2 MB; a picture can be at most 2 MB\. Save it smaller and try again\./,
      )
    }, 20_000)

    it('asks for the alt text of a chosen picture, focused, before anything is uploaded', async () => {
      const { save, user } = renderEditor()
      const form = screen.getByRole('form', { name: 'Add an announcement' })
      await fillRequired(form, user)
      await user.upload(within(form).getByLabelText('Picture (optional)'), pngFile())
      await user.click(
        within(form).getByRole('button', { name: 'Add the announcement to the draft' }),
      )
      const alt = within(form).getByLabelText('Picture’s alt text')
      expect(alt).toHaveFocus()
      expect(alt).toHaveAttribute('aria-invalid', 'true')
      expect(alt).toHaveAccessibleDescription(
        /Enter what the picture shows, for someone who cannot see it/,
      )
      expect(
        within(form).getByRole('img', { name: 'Preview for this announcement' }),
      ).toBeInTheDocument()
      expect(uploadSiteImage).not.toHaveBeenCalled()
      expect(save).not.toHaveBeenCalled()
    }, 20_000)

    it('refuses alt text without a picture beside the picture field', async () => {
      const { save, user } = renderEditor()
      const form = screen.getByRole('form', { name: 'Add an announcement' })
      await fillRequired(form, user)
      await user.type(within(form).getByLabelText('Picture’s alt text'), 'A class at work')
      await user.click(
        within(form).getByRole('button', { name: 'Add the announcement to the draft' }),
      )
      const picture = within(form).getByLabelText('Picture (optional)')
      expect(picture).toHaveFocus()
      expect(picture).toHaveAccessibleDescription(
        /Choose a picture for this alt text, or leave the alt text empty/,
      )
      expect(within(form).getByLabelText('Picture’s alt text')).toHaveValue('A class at work')
      expect(save).not.toHaveBeenCalled()
    }, 20_000)

    it('keeps a picture written by hand on an earlier announcement, or takes it off', async () => {
      const withTyped: NewsItem = {
        ...note,
        image: { src: '/images/class.jpg', alt: 'A class at work' },
      }
      const save = vi.fn<(news: NewsItem[]) => Promise<boolean>>().mockResolvedValue(true)
      render(<NewsEditor draft={draft} news={[withTyped]} save={save} />)
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: 'Edit Coach applications' }))
      let form = screen.getByRole('form', { name: 'Edit Coach applications' })
      expect(
        within(form).getByRole('img', { name: 'Preview for this announcement' }),
      ).toHaveAttribute('src', '/images/class.jpg')
      await user.click(within(form).getByRole('button', { name: 'Save this announcement' }))
      expect(save).toHaveBeenLastCalledWith([withTyped])

      await user.click(screen.getByRole('button', { name: 'Edit Coach applications' }))
      form = screen.getByRole('form', { name: 'Edit Coach applications' })
      await user.click(within(form).getByRole('button', { name: 'Remove the picture' }))
      await user.clear(within(form).getByLabelText('Picture’s alt text'))
      await user.click(within(form).getByRole('button', { name: 'Save this announcement' }))
      expect(save).toHaveBeenLastCalledWith([note])
      expect(uploadSiteImage).not.toHaveBeenCalled()
    }, 20_000)
  })
})
