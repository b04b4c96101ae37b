import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent } from '@/content/site-content-schema'
import type { SitePart } from '../lib/site-parts'
import { PublishControls } from './publish-controls'

const live = JSON.parse(JSON.stringify(seedSiteContent)) as SiteContent
// A half-finished banner edit beside a renamed event.
const draft: SiteContent = {
  ...live,
  banner: { text: 'Draft banner, not ready yet' },
  events: [{ ...live.events[0]!, name: 'Idaho AI Week 2027' }, ...live.events.slice(1)],
}

function renderControls(publishable: SitePart[]) {
  const onPublish = vi.fn<(parts: SitePart[]) => Promise<void>>().mockResolvedValue()
  render(
    <PublishControls
      draft={draft}
      live={live}
      publishable={publishable}
      schedules={[]}
      busy={false}
      onPublish={onPublish}
      onSchedule={vi.fn()}
      onCancelSchedule={vi.fn()}
    />,
  )
  return { onPublish, user: userEvent.setup() }
}

describe('Publishing part by part', () => {
  it('ticks each part with unpublished changes, and only the parts the member may publish', () => {
    renderControls(['pages', 'news', 'events', 'partners', 'settings'])
    const parts = screen.getByRole('group', { name: 'What to publish' })
    expect(within(parts).getByRole('checkbox', { name: /^Events/ })).toBeChecked()
    expect(within(parts).getByRole('checkbox', { name: /^Contact and banner/ })).toBeChecked()
    expect(within(parts).getByRole('checkbox', { name: /^Pages/ })).not.toBeChecked()
    expect(within(parts).getByRole('checkbox', { name: /^News/ })).not.toBeChecked()
    expect(within(parts).getByText('Events').parentElement).toHaveTextContent(
      'Events (unpublished changes)',
    )
  })

  it('a part with nothing new cannot be ticked, so no click on it seems to choose it', () => {
    renderControls(['pages', 'news', 'events'])
    const parts = screen.getByRole('group', { name: 'What to publish' })
    expect(within(parts).getByRole('checkbox', { name: /^Pages/ })).toBeDisabled()
    expect(within(parts).getByRole('checkbox', { name: /^Events/ })).toBeEnabled()
  })

  it('the confirmation lists only the chosen part, and publishing names it', async () => {
    const { onPublish, user } = renderControls(['pages', 'news', 'events', 'partners', 'settings'])
    await user.click(screen.getByRole('checkbox', { name: /^Contact and banner/ }))
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const dialog = screen.getByRole('dialog', { name: 'Publish these changes?' })
    expect(dialog).toHaveTextContent('Idaho AI Week 2027')
    expect(dialog).not.toHaveTextContent('Draft banner, not ready yet')
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }))
    expect(onPublish).toHaveBeenCalledExactlyOnceWith(['events'])
  }, 20_000)

  it('a news editor is offered News alone', () => {
    renderControls(['news'])
    const parts = screen.getByRole('group', { name: 'What to publish' })
    expect(
      within(parts)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['News (as published)'])
  })

  it('refuses to publish nothing, beside the choice', async () => {
    const { onPublish, user } = renderControls(['news'])
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('group', { name: 'What to publish' })).toHaveAccessibleDescription(
      'Choose at least one part to publish',
    )
    expect(onPublish).not.toHaveBeenCalled()
  })
})
