import { CAMPAIGN_VALUE_MAX, LANDING_PAGE_MAX, LANDING_PATH } from '@schemas/attribution-rules'
import { isLanguage, type Language } from '@schemas/languages'
import { DAY_PATTERN } from './date-range'
import { MAX_SEARCH_LENGTH } from './search'
import { applicationStatuses, contactStatuses } from './statuses'
import { SORTS, type ListFilter, type PageRequest, type SortOrder, type DeskTab } from '../types'

/**
 * Everything that makes up what a reviewer sees on /admin, kept in the query string so that a
 * reload, the back and forward buttons and a link sent to a colleague all restore it:
 * /admin?tab=contacts&status=new&q=boise&sort=oldest&page=3&open=<id>&unread=1&mine=1
 * &campaign=spring-flyer&landing=/about&language=es
 */
export interface DeskView {
  tab: DeskTab
  status: string | null
  search: string
  sort: SortOrder
  /** Zero-based here; one-based in the URL, as people count pages. */
  page: number
  unreadOnly: boolean
  /** Only records assigned to the signed-in reviewer. */
  mine: boolean
  /** The id of the record open in the detail view. */
  open: string | null
  /** Submitted from/to (Mountain Time days, '' for no bound): a report's period. */
  from: string
  to: string
  /** Applications of one region, contact messages of one subject (a report's figure). */
  region: string | null
  subject: string | null
  /** Submissions whose visit came with this utm_campaign (exactly), or whose first page was this path. */
  campaign: string | null
  landing: string | null
  /** Submissions made in this language (the page's address they were sent from). */
  language: Language | null
}

export const TABS: readonly DeskTab[] = ['applications', 'contacts', 'alliance']

export const DEFAULT_VIEW: DeskView = {
  tab: 'applications',
  status: null,
  search: '',
  sort: 'newest',
  page: 0,
  unreadOnly: false,
  mine: false,
  open: null,
  from: '',
  to: '',
  region: null,
  subject: null,
  campaign: null,
  landing: null,
  language: null,
}

export function statusesFor(tab: DeskTab): readonly string[] {
  return tab === 'applications' ? applicationStatuses : contactStatuses
}

/** Option values as stored (region, subject): lower case words and hyphens. */
const OPTION_VALUE = /^[a-z][a-z0-9-]{0,39}$/

/** Record ids are uuids; anything else in `open` is a broken link, not a query to send. */
const RECORD_ID = /^[\w-]{1,64}$/
/** Pages past this are not a view anyone shares; a typo'd link should not ask for them. */
const MAX_PAGE = 100_000

function dayParam(value: string | null): string {
  return value && DAY_PATTERN.test(value) ? value : ''
}

function campaignParam(value: string | null): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed && trimmed.length <= CAMPAIGN_VALUE_MAX ? trimmed : null
}

function landingParam(value: string | null): string | null {
  return value && value.length <= LANDING_PAGE_MAX && LANDING_PATH.test(value) ? value : null
}

function languageParam(value: string | null): Language | null {
  return isLanguage(value) ? value : null
}

function optionParam(value: string | null): string | null {
  return value && OPTION_VALUE.test(value) ? value : null
}

/** Reads a view from the query string; anything unknown or malformed falls back to the default. */
export function parseDeskView(params: URLSearchParams): DeskView {
  const tabParam = params.get('tab')
  const tab = TABS.includes(tabParam as DeskTab) ? (tabParam as DeskTab) : DEFAULT_VIEW.tab
  const statusParam = params.get('status')
  const sortParam = params.get('sort')
  const pageNumber = Number(params.get('page') ?? '1')
  const open = params.get('open')
  return {
    tab,
    status: statusParam && statusesFor(tab).includes(statusParam) ? statusParam : null,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: SORTS.includes(sortParam as SortOrder) ? (sortParam as SortOrder) : DEFAULT_VIEW.sort,
    page:
      Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE
        ? pageNumber - 1
        : 0,
    unreadOnly: params.get('unread') === '1',
    mine: params.get('mine') === '1',
    open: open && RECORD_ID.test(open) ? open : null,
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    region: tab === 'applications' ? optionParam(params.get('region')) : null,
    subject: tab === 'contacts' ? optionParam(params.get('subject')) : null,
    campaign: campaignParam(params.get('campaign')),
    landing: landingParam(params.get('landing')),
    language: languageParam(params.get('language')),
  }
}

/** Writes a view as a query string, leaving out whatever is the default (short, tidy links). */
export function deskViewParams(view: DeskView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.tab !== DEFAULT_VIEW.tab) params.set('tab', view.tab)
  if (view.status) params.set('status', view.status)
  if (view.search) params.set('q', view.search)
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort)
  if (view.unreadOnly) params.set('unread', '1')
  if (view.from) params.set('from', view.from)
  if (view.to) params.set('to', view.to)
  if (view.region) params.set('region', view.region)
  if (view.subject) params.set('subject', view.subject)
  if (view.campaign) params.set('campaign', view.campaign)
  if (view.landing) params.set('landing', view.landing)
  if (view.language) params.set('language', view.language)
  if (view.mine) params.set('mine', '1')
  if (view.page > 0) params.set('page', String(view.page + 1))
  if (view.open) params.set('open', view.open)
  return params
}

export type DeskViewChange = Partial<DeskView>

/**
 * The view after a change. A new filter, search, sort or tab starts again at page 1; a new tab
 * also drops the filters of the old one (their statuses differ) and closes the open record.
 */
export function changeDeskView(view: DeskView, change: DeskViewChange): DeskView {
  if (change.tab !== undefined && change.tab !== view.tab) {
    return { ...DEFAULT_VIEW, ...change, tab: change.tab }
  }
  const next = { ...view, ...change }
  const refiltered =
    (change.status !== undefined && change.status !== view.status) ||
    (change.search !== undefined && change.search !== view.search) ||
    (change.sort !== undefined && change.sort !== view.sort) ||
    (change.unreadOnly !== undefined && change.unreadOnly !== view.unreadOnly) ||
    (change.from !== undefined && change.from !== view.from) ||
    (change.to !== undefined && change.to !== view.to) ||
    (change.region !== undefined && change.region !== view.region) ||
    (change.subject !== undefined && change.subject !== view.subject) ||
    (change.campaign !== undefined && change.campaign !== view.campaign) ||
    (change.landing !== undefined && change.landing !== view.landing) ||
    (change.language !== undefined && change.language !== view.language) ||
    (change.mine !== undefined && change.mine !== view.mine)
  if (refiltered && change.page === undefined) next.page = 0
  return next
}

/**
 * What a view filters its list by (status, search, unread only, mine, and a report's period, region or
 * subject). The report's filters appear only when set, so a list's key stays as it was without.
 */
export function listFilter(view: DeskView): ListFilter {
  return {
    status: view.status,
    search: view.search,
    unreadOnly: view.unreadOnly,
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    ...(view.region ? { region: view.region } : {}),
    ...(view.subject ? { subject: view.subject } : {}),
    ...(view.campaign ? { campaign: view.campaign } : {}),
    ...(view.landing ? { landingPage: view.landing } : {}),
    ...(view.language ? { language: view.language } : {}),
    ...(view.mine ? { mine: true } : {}),
  }
}

/**
 * The page of the list a view shows. Its JSON is the key of the list's load, so the list itself,
 * a prefetch for a view it changes to and the first load of /admin all build it here, in one
 * property order.
 */
export function pageRequestFor(filter: ListFilter, page: number, sort: SortOrder): PageRequest {
  return { ...filter, page, sort }
}
