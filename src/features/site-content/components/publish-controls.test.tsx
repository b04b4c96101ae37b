import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent } from '@/content/site-content-schema'
import type { SiteVersion } from '../api/get-site-content'
import { PublishControls } from './publish-controls'
import { VersionHistory } from './version-history'

const live = JSON.parse(JSON.stringify(seedSiteContent)) as SiteContent
const draft: SiteContent = {
  ...live,
  partnerTiers: live.partnerTiers.map((tier, index) =>
    index === 0 ? { ...tier, price: { from: 5000, to: 10000, per: 'year' as const } } : tier,
  ),
}
const tier = live.partnerTiers[0]!.name

function renderControls() {
  const onPublish = vi.fn<(parts: string[]) => Promise<void>>().mockResolvedValue()
  const onSchedule = vi.fn<(at: string, parts: string[]) => Promise<void>>().mockResolvedValue()
  render(
    <PublishControls
      draft={draft}
      live={live}
      publishable={['pages', 'news', 'events', 'partners', 'settings']}
      schedules={[]}
      busy={false}
      onPublish={onPublish}
      onSchedule={onSchedule}
      onCancelSchedule={vi.fn()}
    />,
  )
  return { onPublish, onSchedule, user: userEvent.setup() }
}

describe('PublishControls', () => {
  it('Publish asks once, showing each changed item’s words, and publishes only on confirmation', async () => {
    const { onPublish, user } = renderControls()
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const dialog = screen.getByRole('dialog', { name: 'Publish these changes?' })
    expect(onPublish).not.toHaveBeenCalled()
    expect(dialog).toHaveTextContent('Partner tiers')
    expect(dialog).toHaveTextContent(`${tier}Price: added: $5,000–$10,000 a year`)
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }))
    expect(onPublish).toHaveBeenCalledExactlyOnceWith(['partners'])
  }, 20_000)

  it('refuses a schedule without a time beside its field, focused', async () => {
    const { onSchedule, user } = renderControls()
    await user.click(screen.getByRole('button', { name: 'Schedule' }))
    const field = screen.getByLabelText(/Or publish the draft at/)
    expect(onSchedule).not.toHaveBeenCalled()
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      'Enter a date and time in the future, for example 04/19/2027 09:00 AM (Mountain Time)',
    )
  }, 20_000)

  it('schedules at a Mountain Time wall clock, saying when with its zone', async () => {
    const { onSchedule, user } = renderControls()
    await user.type(screen.getByLabelText(/Or publish the draft at/), '2999-04-19T09:00')
    await user.click(screen.getByRole('button', { name: 'Schedule' }))
    const dialog = screen.getByRole('dialog', { name: 'Schedule these changes?' })
    expect(dialog).toHaveTextContent('Partners as they are now go live Apr 19, 2999, 9:00 AM MDT')
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }))
    expect(onSchedule).toHaveBeenCalledWith('2999-04-19T09:00:00-06:00', ['partners'])
  }, 20_000)
})

const versions: SiteVersion[] = [
  {
    id: 'v3',
    number: 3,
    publishedAt: '2026-11-20T17:00:00Z',
    publishedBy: 'editor@example.org',
    restoredFrom: null,
    content: draft,
  },
  {
    id: 'v2',
    number: 2,
    publishedAt: '2026-11-19T17:00:00Z',
    publishedBy: 'editor@example.org',
    restoredFrom: null,
    content: { ...live, banner: { text: 'Registration is open' } },
  },
  {
    id: 'v1',
    number: 1,
    publishedAt: '2026-11-01T17:00:00Z',
    publishedBy: null,
    restoredFrom: null,
    content: live,
  },
]

describe('VersionHistory', () => {
  it('summarises each version against the one before, with the time and its zone', () => {
    render(
      <VersionHistory versions={versions} liveVersionId="v3" busy={false} onRestore={vi.fn()} />,
    )
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => /^Version \d/.test(item.textContent ?? ''))
    expect(items[0]).toHaveTextContent('Version 3, published Nov 20, 2026, 10:00 AM MST')
    expect(items[0]).toHaveTextContent(
      `Home banner: Banner text changed. Partner tiers: ${tier} changed.`,
    )
    expect(items[1]).toHaveTextContent('Home banner: Banner text changed.')
  }, 20_000)

  it('compares any two versions', async () => {
    const user = userEvent.setup()
    render(
      <VersionHistory versions={versions} liveVersionId="v3" busy={false} onRestore={vi.fn()} />,
    )
    const compare = screen.getByRole('region', { name: 'Compare two versions' })
    await user.selectOptions(within(compare).getByLabelText('Compare version'), 'v1')
    await user.selectOptions(within(compare).getByLabelText('with version'), 'v3')
    const differences = within(compare).getByRole('region', {
      name: 'Differences between the two versions',
    })
    expect(differences).toHaveTextContent('From version 1 to version 3')
    expect(differences).toHaveTextContent('Price: added: $5,000–$10,000 a year')
    expect(differences).not.toHaveTextContent('Home banner')
  }, 20_000)

  it('Restore asks once, showing what changes against the live version', async () => {
    const user = userEvent.setup()
    const onRestore = vi.fn<(version: SiteVersion) => Promise<void>>().mockResolvedValue()
    render(
      <VersionHistory versions={versions} liveVersionId="v3" busy={false} onRestore={onRestore} />,
    )
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' })
    expect(dialog).toHaveTextContent('Price: removed: $5,000–$10,000 a year')
    expect(onRestore).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }))
    expect(onRestore).toHaveBeenCalledWith(versions[2])
  }, 20_000)
})
