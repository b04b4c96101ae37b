import { type KeyboardEvent, useEffect, useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { DeskView, DeskViewChange } from '../lib/desk-view'
import { MAX_SEARCH_LENGTH } from '../lib/search'
import { CAMPAIGN_VALUE_MAX, LANDING_PAGE_MAX, LANDING_PATH } from '@schemas/attribution-rules'
import { isLanguage, languages } from '@schemas/languages'
import { languageLabels } from '../lib/language-fields'
import { SORT_LABELS } from '../lib/sort-labels'
import { statusLabel } from '../lib/statuses'
import type { SortOrder } from '../types'

const ALL = 'all'

/** A landing page as typed ("about", "/about/"): the path the records store, or null. */
function landingPathOf(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return LANDING_PATH.test(path) ? path : null
}
export const SEARCH_DELAY_MS = 250

interface SubmissionsFilterBarProps {
  view: DeskView
  update: (change: DeskViewChange, options?: { replace?: boolean }) => void
  statuses: readonly string[]
  nounPlural: string
  /** The id of the search box, so the "/" shortcut can focus it. */
  searchId: string
  idPrefix: string
}

/**
 * Search, status, language, sort, unread-only and mine (assigned to me). The search box is the one control with a state of its
 * own: what is typed reaches the URL after a pause, so the list does not reload on every key.
 */
export function SubmissionsFilterBar({
  view,
  update,
  statuses,
  nounPlural,
  searchId,
  idPrefix,
}: SubmissionsFilterBarProps) {
  const statusFilterId = `${idPrefix}-status`
  const sortId = `${idPrefix}-sort`
  const languageId = `${idPrefix}-language`
  const unreadId = `${idPrefix}-unread`
  const mineId = `${idPrefix}-mine`
  const campaignId = `${idPrefix}-campaign`
  const landingId = `${idPrefix}-landing`
  const [searchText, setSearchText] = useState(view.search)
  // Where the visit came from: applied on Enter or on leaving the box (exact values, no pause).
  const [campaignText, setCampaignText] = useState(view.campaign ?? '')
  const [landingText, setLandingText] = useState(view.landing ?? '')
  const [shownOrigin, setShownOrigin] = useState({ campaign: view.campaign, landing: view.landing })
  if (shownOrigin.campaign !== view.campaign || shownOrigin.landing !== view.landing) {
    setShownOrigin({ campaign: view.campaign, landing: view.landing })
    setCampaignText(view.campaign ?? '')
    setLandingText(view.landing ?? '')
  }
  /** The campaign and landing page typed, where they differ from the view's. */
  const originChange = (): DeskViewChange => {
    const campaign = campaignText.trim() || null
    const landing = landingPathOf(landingText)
    return {
      ...(campaign !== view.campaign ? { campaign } : {}),
      ...(landing !== view.landing ? { landing } : {}),
    }
  }
  const applyOrigin = () => {
    const next = originChange()
    if (Object.keys(next).length > 0) update(next)
  }
  // With three text boxes the form has no implicit submission: Enter applies the search and these.
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    update({ search: searchText.trim(), ...originChange() })
  }

  // The URL changed under the search box (Back, a link): show its search.
  const [shownSearch, setShownSearch] = useState(view.search)
  if (shownSearch !== view.search) {
    setShownSearch(view.search)
    if (searchText.trim() !== view.search) setSearchText(view.search)
  }

  useEffect(() => {
    const next = searchText.trim()
    if (next === view.search) return
    const timer = setTimeout(
      // Starting a search is a step Back can undo; refining it replaces that step.
      () => update({ search: next }, { replace: view.search !== '' }),
      SEARCH_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [searchText, view.search, update])

  return (
    <form
      role="search"
      aria-label={`Filter ${nounPlural}`}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        update({ search: searchText.trim(), ...originChange() })
      }}
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1.5">
        <Label htmlFor={searchId}>Search by name or email</Label>
        <Input
          id={searchId}
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Name, email or reference (CA-…)"
          value={searchText}
          aria-keyshortcuts="/"
          onChange={(event) => setSearchText(event.target.value)}
          onKeyDown={applyOnEnter}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={statusFilterId}>Status</Label>
        <Select
          value={view.status ?? ALL}
          onValueChange={(value) => update({ status: value === ALL ? null : value })}
        >
          <SelectTrigger id={statusFilterId} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {statuses.map((status) => (
              <SelectItem key={status} value={status}>
                {statusLabel(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={languageId}>Language</Label>
        <select
          id={languageId}
          value={view.language ?? ALL}
          onChange={(event) => {
            const value = event.target.value
            update({ language: isLanguage(value) ? value : null })
          }}
          className="border-input min-h-10 rounded-md border bg-white px-3 text-sm"
        >
          <option value={ALL}>All languages</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {languageLabels[language]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={sortId}>Sort by</Label>
        <select
          id={sortId}
          value={view.sort}
          onChange={(event) => update({ sort: event.target.value as SortOrder })}
          className="border-input min-h-10 rounded-md border bg-white px-3 text-sm"
        >
          {(Object.keys(SORT_LABELS) as SortOrder[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={campaignId}>Campaign</Label>
        <Input
          id={campaignId}
          className="w-40"
          maxLength={CAMPAIGN_VALUE_MAX}
          placeholder="utm_campaign"
          value={campaignText}
          onChange={(event) => setCampaignText(event.target.value)}
          onBlur={applyOrigin}
          onKeyDown={applyOnEnter}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={landingId}>Landing page</Label>
        <Input
          id={landingId}
          className="w-40"
          maxLength={LANDING_PAGE_MAX}
          placeholder="/about"
          value={landingText}
          onChange={(event) => setLandingText(event.target.value)}
          onBlur={applyOrigin}
          onKeyDown={applyOnEnter}
        />
      </div>
      <div className="flex min-h-10 items-center gap-2">
        <Checkbox
          id={unreadId}
          checked={view.unreadOnly}
          onChange={(event) => update({ unreadOnly: event.target.checked })}
        />
        <Label htmlFor={unreadId}>Unread only</Label>
      </div>
      <div className="flex min-h-10 items-center gap-2">
        <Checkbox
          id={mineId}
          checked={view.mine}
          onChange={(event) => update({ mine: event.target.checked })}
        />
        <Label htmlFor={mineId}>Mine</Label>
      </div>
    </form>
  )
}
