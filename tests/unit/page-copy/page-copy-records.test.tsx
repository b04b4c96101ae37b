import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { Component as ApplicationStatus } from '@/app/routes/application-status'
import { Component as PrivacyPolicy } from '@/app/routes/privacy-policy'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'
import type { PageBlock, Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { siteConfig } from '@/content/site'

const lookup = vi.hoisted(() => ({
  answer: {
    outcome: 'found',
    kind: 'coach_application',
    stage: 'interview',
    changedAt: new Date('2026-11-20T12:00:00Z'),
    answers: { count: 0, lastAt: null },
  } as Record<string, unknown>,
}))

vi.mock('@/features/application-status/api/get-submission-status', () => ({
  getSubmissionStatus: vi.fn(async () => lookup.answer),
}))

/** The seed with one page's blocks changed as an editor would change them in the draft. */
function draftWith(route: string, change: (block: PageBlock) => PageBlock): Pages {
  const page = seedPageCopy[route]!
  return { ...seedPageCopy, [route]: { ...page, blocks: page.blocks.map(change) } }
}

function renderDraft(route: string, pages: Pages, Page: () => React.JSX.Element) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <PageCopyProvider pages={pages}>
        <Page />
      </PageCopyProvider>
    </MemoryRouter>,
  )
}

describe('page copy that names a record', () => {
  it('writes the contact record’s e-mail and phone into the privacy policy’s edited words', () => {
    const sentence = 'Write to {email} or call {phone} with any privacy question.'
    const pages = draftWith(paths.privacyPolicy, (block) =>
      block.id === 'contact-us' && block.kind === 'prose'
        ? { ...block, paragraphs: [sentence] }
        : block,
    )
    renderDraft(paths.privacyPolicy, pages, PrivacyPolicy)
    expect(
      screen.getByText(
        `Write to ${siteConfig.email} or call ${siteConfig.phone} with any privacy question.`,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/\{email\}|\{phone\}/)).not.toBeInTheDocument()
  })

  it('answers a status lookup with the stage’s words from the page copy', async () => {
    const next = 'We will call you within three business days to book your interview.'
    const pages = draftWith(paths.applicationStatus, (block) =>
      block.id === 'stages' && block.kind === 'steps'
        ? {
            ...block,
            items: block.items.map((item, index) =>
              index === 2 ? { title: 'Interview', description: next } : item,
            ),
          }
        : block,
    )
    renderDraft(paths.applicationStatus, pages, ApplicationStatus)
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'CA-7K2M9QXD' } })
    fireEvent.change(screen.getByLabelText(/^E-mail address/), {
      target: { value: 'ada@example.com' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }))
    expect(await screen.findByText(next)).toBeInTheDocument()
    // The lookup form renders slowly on a busy machine.
  }, 30_000)

  it('says why a lookup found nothing in the page copy’s words', async () => {
    lookup.answer = { outcome: 'not-found' }
    const title = 'That reference and address do not match'
    const pages = draftWith(paths.applicationStatus, (block) =>
      block.id === 'not-found' && block.kind === 'prose'
        ? { ...block, title, paragraphs: ['Copy both from your confirmation e-mail.'] }
        : block,
    )
    renderDraft(paths.applicationStatus, pages, ApplicationStatus)
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'CA-7K2M9QXD' } })
    fireEvent.change(screen.getByLabelText(/^E-mail address/), {
      target: { value: 'ada@example.com' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }))
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.getByText('Copy both from your confirmation e-mail.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', paths.contact)
  }, 30_000)
})
