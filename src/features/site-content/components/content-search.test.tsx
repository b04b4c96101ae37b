import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent } from '@/content/site-content-schema'
import { draftPages } from '../lib/draft-pages'
import type { SitePart } from '../lib/site-parts'
import { ContentSearch } from './content-search'
import { EventsEditor } from './events-editor'
import { GoalsEditor } from './goals-editor'
import { BannerEditor, ContactEditor } from './part-editors'
import { PagesEditor } from './pages-editor'
import { PartnersEditor } from './partners-editor'

const content = {
  ...seedSiteContent,
  partners: [
    {
      name: 'Gem State Labs',
      tier: seedSiteContent.partnerTiers[0]!.name,
      logo: {
        src: '/partner-logos/gem.png',
        width: 120,
        height: 40,
        alt: 'Gem State Labs wordmark',
      },
    },
  ],
} as SiteContent
const saved = () => Promise.resolve(true)

/** The search beside the editors it leads to, laid out as the desk's Site section lays them. */
function Desk({ parts, onChoose }: { parts?: SitePart[]; onChoose: (route: string) => void }) {
  // A short page to start on: a page's form is slow to render in a test.
  const [route, setRoute] = useState('/404')
  const choose = (next: string) => {
    onChoose(next)
    setRoute(next)
  }
  return (
    <>
      <ContentSearch content={content} parts={parts} onChoosePage={choose} />
      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages</h2>
        <PagesEditor pages={draftPages(content)} route={route} onChoose={choose} save={saved} />
      </section>
      <section aria-labelledby="events-heading">
        <h2 id="events-heading">Events</h2>
        <EventsEditor draft={content} save={saved} />
      </section>
      <section aria-labelledby="banner-heading">
        <h2 id="banner-heading">Home banner and contact details</h2>
        <BannerEditor text={content.banner.text} save={saved} />
        <ContactEditor contact={content.contact} save={saved} />
      </section>
      <section aria-labelledby="partners-heading">
        <h2 id="partners-heading">Partners</h2>
        <PartnersEditor partners={content.partners} tiers={content.partnerTiers} onChange={saved} />
      </section>
      <GoalsEditor title="Goals" idPrefix="goals" part="goals" draft={content} save={saved} />
    </>
  )
}

function renderDesk(parts?: SitePart[]) {
  const onChoose = vi.fn<(route: string) => void>()
  render(<Desk parts={parts} onChoose={onChoose} />)
  return { onChoose, user: userEvent.setup() }
}

async function find(user: ReturnType<typeof userEvent.setup>, words: string) {
  const box = screen.getByRole('searchbox', { name: 'Words to find' })
  await user.clear(box)
  // Pasted: typed key by key, each key re-renders the search.
  await user.click(box)
  await user.paste(words)
  await user.click(screen.getByRole('button', { name: 'Find' }))
}

const status = () =>
  within(screen.getByRole('region', { name: 'Find words in the site' })).getByRole('status')

// Rendering a page's whole form takes seconds on a busy machine; the flows themselves are short.
describe('ContentSearch', { timeout: 40_000 }, () => {
  it('lists every place that says the words, each named as the desk names it, the match marked, and says how many', async () => {
    const { user } = renderDesk()
    // Typed with an en dash and in capitals, the seeded words are written with a hyphen.
    await find(user, '5–7 BUSINESS days')

    // The page and its search description, the terms, and the confirmation's steps and notice.
    expect(status()).toHaveTextContent('5 places say “5–7 BUSINESS days”')
    const places = within(screen.getByRole('list', { name: 'Places found' })).getAllByRole('button')
    expect(places).toHaveLength(5)
    expect(places[1]).toHaveTextContent(
      'Pages › /ai-coach-application – Apply to Be an AI Coach | Idaho AI Alliance › Steps: What happens after you apply › Items › Step 4 › Description',
    )
    expect(places[1]).toHaveTextContent('You hear our decision within 5-7 business days.')
    expect(places[1]?.querySelector('mark')).toHaveTextContent(/^5-7 business days$/)
    expect(places[2]).toHaveTextContent(/^Pages › \/terms-of-service/)
    expect(places[3]).toHaveTextContent(
      /^Confirmations and e-mails › AI Coach application › What happens next/,
    )
  })

  it('says in words when nothing matches, and asks for two characters at least', async () => {
    const { user } = renderDesk()
    await find(user, 'zebra crossing')
    expect(status()).toHaveTextContent('Nothing in the site’s content says “zebra crossing”.')
    expect(screen.queryByRole('list', { name: 'Places found' })).toBeNull()

    await find(user, 'a')
    expect(status()).toHaveTextContent('Type at least 2 characters to find.')
    expect(screen.queryByRole('list', { name: 'Places found' })).toBeNull()
  })

  it('a page’s result chooses its page in the Pages editor and focuses the field once it is shown', async () => {
    const { onChoose, user } = renderDesk()
    await find(user, 'decision within 5-7')
    const place = screen.getByRole('button', { name: /^Pages › \/terms-of-service/ })
    await user.click(place)

    expect(onChoose).toHaveBeenCalledWith('/terms-of-service')
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('/terms-of-service')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Paragraph 2'))
    expect((document.activeElement as HTMLTextAreaElement).value).toContain(
      'We aim to tell applicants our decision within 5-7 business days.',
    )
    expect(
      screen
        .getByRole('form', { name: 'Words of /terms-of-service' })
        .contains(document.activeElement),
    ).toBe(true)
  })

  it('an event’s result opens the event’s form and focuses the field', async () => {
    const { onChoose, user } = renderDesk()
    await find(user, 'Capitol')
    await user.click(screen.getByRole('button', { name: /^Events › State AI Expo › Place/ }))

    const form = await screen.findByRole('form', { name: 'Edit State AI Expo' })
    await waitFor(() => expect(within(form).getByLabelText('Place')).toHaveFocus())
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('a goal’s result opens the goal’s form on its field, not on the form’s first field', async () => {
    const { user } = renderDesk()
    await find(user, '1,000+')
    await user.click(
      screen.getByRole('button', { name: /^Goals › Students engaged in contests › Target/ }),
    )

    const form = await screen.findByRole('form', { name: 'Edit Students engaged in contests' })
    await waitFor(() => expect(within(form).getByLabelText('Target')).toHaveFocus())
    // After the frame in which the form focuses its first field.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(form).getByLabelText('Target')).toHaveFocus()
  })

  it('a partner’s result opens the partner’s form (its Edit button found by its name) on the field', async () => {
    const { user } = renderDesk()
    await find(user, 'wordmark')
    await user.click(screen.getByRole('button', { name: /^Partners › Gem State Labs › Logo/ }))

    const form = await screen.findByRole('form', { name: 'Edit Gem State Labs' })
    await waitFor(() => expect(within(form).getByLabelText(/^Logo alt text/)).toHaveFocus())
  })

  it('a contact detail’s result focuses its field', async () => {
    const { user } = renderDesk()
    await find(user, content.contact.email.slice(0, 8))
    await user.click(screen.getByRole('button', { name: /^Contact details › E-mail/ }))
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus())
  })

  it('searches only the parts the member may edit', async () => {
    const { user } = renderDesk(['events'])
    await find(user, 'Idaho AI Week')
    const places = within(screen.getByRole('list', { name: 'Places found' })).getAllByRole('button')
    expect(places.length).toBeGreaterThan(0)
    for (const place of places) expect(place).toHaveTextContent(/^Events › /)
    expect(screen.getByText(/you may edit \(Events\)/)).toBeInTheDocument()
  })
})
