import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Component as AiCoachingCertification } from '@/app/routes/ai-coaching-certification'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'
import type { PageCopy } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { seedDatabaseContent } from '@/content/seed-database-content'
import { firstProblem, siteContentSchema } from '@/content/site-content-schema'
import { PageForm } from '@/features/site-content/components/page-form'
import { routeMarkup } from './route-markup'

const route = paths.aiCoachingCertification
const seed = seedPageCopy[route]!
const oldSentence = 'Certification is currently grant-funded and free for accepted applicants.'
const newSentence = 'Certification takes 12 weeks and is free for accepted applicants.'

/** The page copy with one paragraph of the overview block rewritten. */
function withOverviewSentence(sentence: string): PageCopy {
  return {
    ...seed,
    blocks: seed.blocks.map((block) =>
      block.id === 'overview' && block.kind === 'prose'
        ? { ...block, paragraphs: [block.paragraphs[0]!, sentence] }
        : block,
    ),
  }
}

describe('a change to one block', () => {
  it('changes only that block in the rendered page', () => {
    const before = routeMarkup(route, AiCoachingCertification)
    const after = routeMarkup(route, AiCoachingCertification, (page) => (
      <PageCopyProvider pages={{ ...seedPageCopy, [route]: withOverviewSentence(newSentence) }}>
        {page}
      </PageCopyProvider>
    ))
    expect(after).not.toBe(before)
    expect(after.replace(newSentence, oldSentence)).toBe(before)
  })
})

describe('links are checked before publishing', () => {
  const broken = withOverviewSentence(oldSentence)
  const cta = broken.blocks.findIndex((block) => block.kind === 'cta')
  const withLink = (href: string) => ({
    ...seedDatabaseContent,
    pages: {
      ...seedDatabaseContent.pages,
      [route]: {
        ...broken,
        blocks: broken.blocks.map((block, index) =>
          index === cta && block.kind === 'cta'
            ? { ...block, actions: [{ label: 'Apply', href }] }
            : block,
        ),
      },
    },
  })

  it('the schema publish-site checks with refuses an internal link to no page', () => {
    const parsed = siteContentSchema.safeParse(withLink('/ai-coach-aplication'))
    expect(parsed.success ? 'valid' : firstProblem(parsed.error)).toMatch(
      /^There is no page at \/ai-coach-aplication: link to a page of this site/,
    )
  })

  it('refuses an external link that is not https and takes a real page with a query', () => {
    const insecure = siteContentSchema.safeParse(withLink('http://example.org'))
    expect(insecure.success).toBe(false)
    expect(siteContentSchema.safeParse(withLink('/contact?subject=become-coach')).success).toBe(
      true,
    )
    expect(siteContentSchema.safeParse(withLink('https://example.org/apply')).success).toBe(true)
  })
})

// A page's form holds every field of every block: jsdom needs time on a busy machine.
describe('the page form', () => {
  it('puts each refusal beside its field in plain words, focuses the first and keeps what was typed', async () => {
    const onSave = vi.fn().mockResolvedValue(true)
    render(<PageForm route={route} page={seed} onSave={onSave} />)
    const heading = screen.getAllByLabelText('Heading')[0]!
    fireEvent.change(heading, { target: { value: '   ' } })
    const address = screen.getAllByLabelText('Address (a page such as /contact, or https://…)')[0]!
    fireEvent.change(address, { target: { value: '/no-such-page' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the page' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved. 2 fields need attention')
    expect(onSave).not.toHaveBeenCalled()
    expect(heading).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(heading.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Write the heading',
    )
    expect(address).toHaveAttribute('aria-invalid', 'true')
    const linkMessage = document.getElementById(address.getAttribute('aria-describedby')!)
    expect(linkMessage).toHaveTextContent(/^There is no page at \/no-such-page/)
    expect(linkMessage?.textContent).not.toMatch(/blocks|›|\.\d/)
    expect(document.activeElement).toBe(heading)
    expect(address).toHaveValue('/no-such-page')
  }, 60_000)

  it('saves the page with its corrected sentence', async () => {
    const onSave = vi.fn().mockResolvedValue(true)
    render(<PageForm route={route} page={seed} onSave={onSave} />)
    fireEvent.change(screen.getByLabelText('Paragraph 2'), { target: { value: newSentence } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the page' }))
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce())
    expect(onSave.mock.calls[0]![0]).toEqual(withOverviewSentence(newSentence))
  }, 60_000)
})
