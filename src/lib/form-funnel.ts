import { env } from '@/config/env'
import { shouldCount } from '@/lib/should-count'
import { ATTRIBUTION_KEY } from '@/lib/visit-attribution'

/*
 * Form completion rates as GOV.UK Forms reports them, to show where people give up: per form and
 * day, how many times it was viewed, started (a first field touched), reached "Check your answers",
 * sent, and refused by validation. Each step is sent at most once per view of a form, to
 * public.record_form_event(), which adds one to a daily counter: no cookie, no identifier, no
 * per-visitor key; a view is the <form> element on the page (a hydrated prerendered form stays the
 * same element, so the boot script's "viewed" and the app's are one view; a form drawn again after
 * a navigation in the app is a new view). Nothing is sent for anyone shouldCount() leaves out.
 *
 * Used by the inline boot script of every page (src/boot.ts: views after the load event, the first
 * field touched) and by the app's forms (src/components/form/intake-form.tsx: the check page,
 * refusals, sends). The two are separate bundles; the record of what was sent lives on the
 * document, under a registered symbol, so both see the same one.
 */

export const FUNNEL_FORMS = [
  'contact_submission',
  'coach_application',
  'alliance_registration',
] as const
export type FunnelForm = (typeof FUNNEL_FORMS)[number]
export const FUNNEL_STEPS = ['viewed', 'started', 'checked', 'sent', 'refused'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

/** The attribute that names an intake form's funnel on its <form> element. */
export const FUNNEL_ATTRIBUTE = 'data-funnel'

const SENT = Symbol.for('idaho-ai-alliance.form-funnel.sent')
type FunnelDocument = Document & { [SENT]?: WeakMap<Element, Set<FunnelStep>> }

export type FunnelTransport = (form: FunnelForm, step: FunnelStep) => void

/**
 * Where the visit came from, as its first page kept it (src/lib/visit-attribution.ts), in the
 * RPC's words; the database normalises and checks each value, so nothing is validated here (the
 * boot script carries this code and stays small).
 */
function visitSource(): Record<string, unknown> | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null
    if (!kept || typeof kept !== 'object') return null
    return {
      utm_campaign: kept.utmCampaign,
      utm_source: kept.utmSource,
      utm_medium: kept.utmMedium,
      referrer_domain: kept.referrerDomain,
    }
  } catch {
    return null
  }
}

/** POST to the RPC with the publishable key; kept alive so a step sent as the page closes arrives. */
export const sendFunnelEvent: FunnelTransport = (form, step) => {
  try {
    void fetch(`${env.VITE_SUPABASE_URL}/rest/v1/rpc/record_form_event`, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      // The page's address is not the API's business.
      referrerPolicy: 'no-referrer',
      headers: {
        apikey: env.VITE_SUPABASE_PUBLISHABLE_KEY,
        'Content-Type': 'application/json',
      },
      // A start carries the visit's campaign or referring site, counted for it without a key.
      body: JSON.stringify({
        p_form: form,
        p_step: step,
        ...(step === 'started' ? { p_visit: visitSource() } : {}),
      }),
    }).catch(() => {})
  } catch {
    // A count is never worth an error.
  }
}

export function isFunnelForm(value: string | null | undefined): value is FunnelForm {
  return (FUNNEL_FORMS as readonly string[]).includes(value ?? '')
}

/**
 * Sends one step of one view of a form, unless it was sent for this view already or the visit
 * is not counted. Answers whether it was sent.
 */
export function recordFormStep(
  element: Element | null,
  form: FunnelForm,
  step: FunnelStep,
  options: { transport?: FunnelTransport; counted?: () => boolean } = {},
): boolean {
  if (!element) return false
  const doc = element.ownerDocument as FunnelDocument
  const sent = (doc[SENT] ??= new WeakMap())
  let steps = sent.get(element)
  if (!steps) {
    steps = new Set()
    sent.set(element, steps)
  }
  if (steps.has(step)) return false
  steps.add(step)
  if (!(options.counted ?? shouldCount)()) return false
  ;(options.transport ?? sendFunnelEvent)(form, step)
  return true
}

/** The intake form a field belongs to, with its funnel's name. */
function funnelFormOf(target: EventTarget | null): { element: Element; form: FunnelForm } | null {
  if (!(target instanceof Element)) return null
  const element = target.closest(`form[${FUNNEL_ATTRIBUTE}]`)
  const form = element?.getAttribute(FUNNEL_ATTRIBUTE)
  return element && isFunnelForm(form) ? { element, form } : null
}

/**
 * The boot script's part: after the load event, a view of every intake form on the page; from
 * then on, the first field touched in any intake form (typed into, chosen, ticked) starts it.
 */
export function installFormFunnel(doc: Document = document, transport?: FunnelTransport): void {
  const options = transport ? { transport } : {}
  const onEntry = (event: Event) => {
    const found = funnelFormOf(event.target)
    if (found) recordFormStep(found.element, found.form, 'started', options)
  }
  doc.addEventListener('input', onEntry, true)
  doc.addEventListener('change', onEntry, true)
  const recordViews = () => {
    for (const element of doc.querySelectorAll(`form[${FUNNEL_ATTRIBUTE}]`)) {
      const form = element.getAttribute(FUNNEL_ATTRIBUTE)
      if (isFunnelForm(form)) recordFormStep(element, form, 'viewed', options)
    }
  }
  const view = doc.defaultView
  if (doc.readyState === 'complete' || !view) recordViews()
  else view.addEventListener('load', recordViews, { once: true })
}
