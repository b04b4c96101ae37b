import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import { siteContentSchema, type SiteContent } from '@/content/site-content-schema'
import type { SiteVersion } from '../api/get-site-content'
import { VersionHistory } from './version-history'

const copy = <T,>(value: T) => JSON.parse(JSON.stringify(value)) as T
const first = copy(seedSiteContent) as SiteContent
const event = first.events[0]!

/** The same content with every record's keys the other way round, as another writer might store it. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  )
}

const second = reversedKeys(siteContentSchema.parse(copy(first))) as SiteContent
const third = copy(second)
third.events[0]!.description = `${event.description} Now with a workshop day.`

const version = (number: number, content: SiteContent): SiteVersion => ({
  id: `v${number}`,
  number,
  publishedAt: `2026-11-${10 + number}T17:00:00Z`,
  publishedBy: 'editor@example.org',
  restoredFrom: null,
  content,
})
const versions = [version(3, third), version(2, second), version(1, first)]

function renderHistory() {
  const onRestore = vi.fn<(version: SiteVersion) => Promise<void>>().mockResolvedValue()
  render(
    <VersionHistory versions={versions} liveVersionId="v3" busy={false} onRestore={onRestore} />,
  )
  return { onRestore, user: userEvent.setup() }
}

describe('VersionHistory compares as the confirmations do', () => {
  it('sees no change in a version that only stored its keys in another order', () => {
    renderHistory()
    const entries = screen
      .getAllByRole('listitem')
      .filter((item) => /^Version \d/.test(item.textContent ?? ''))
    expect(entries[0]).toHaveTextContent(`Events: ${event.name} changed.`)
    expect(entries[1]).toHaveTextContent('No change to the content.')
  }, 20_000)

  it('compares two versions word by word', async () => {
    const { user } = renderHistory()
    const compare = screen.getByRole('region', { name: 'Compare two versions' })
    await user.selectOptions(within(compare).getByLabelText('Compare version'), 'v1')
    await user.selectOptions(within(compare).getByLabelText('with version'), 'v3')
    const differences = within(compare).getByRole('region', {
      name: 'Differences between the two versions',
    })
    expect(within(differences).queryByRole('deletion')).toBeNull()
    expect(within(differences).getByRole('insertion')).toHaveTextContent(
      'added: Now with a workshop day.',
    )
    expect(differences.querySelectorAll('li')).toHaveLength(2)
    await user.selectOptions(within(compare).getByLabelText('with version'), 'v2')
    expect(differences).toHaveTextContent('The two versions hold the same content.')
  }, 20_000)

  it('Restore asks once, with the same changes against the live version', async () => {
    const { onRestore, user } = renderHistory()
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' })
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Events')
    expect(within(dialog).getByRole('deletion')).toHaveTextContent(
      'removed: Now with a workshop day.',
    )
    expect(dialog.querySelectorAll('li')).toHaveLength(2)
    expect(onRestore).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }))
    expect(onRestore).toHaveBeenCalledWith(versions[2])
  }, 20_000)
})
