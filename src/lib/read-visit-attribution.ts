import { ATTRIBUTION_KEY } from '@/lib/visit-attribution'
import { type Attribution, NO_ATTRIBUTION, toAttributionColumns } from '@schemas/attribution-rules'
import { attributionSchema } from '@schemas/attribution'

/**
 * What this visit's first page recorded; every field null when nothing (valid) was kept.
 * Read when a form is sent (src/features/<form>/api/submit-*.ts); a value that is not one the
 * capture could have written (changed by hand, an older shape) is sent as nothing.
 */
export function readVisitAttribution(storage?: Storage): Attribution {
  try {
    const raw = (storage ?? window.sessionStorage).getItem(ATTRIBUTION_KEY)
    if (raw === null) return NO_ATTRIBUTION
    const parsed = attributionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : NO_ATTRIBUTION
  } catch {
    return NO_ATTRIBUTION
  }
}

/** A submission's row with this visit's attribution columns beside its answers. */
export function withVisitAttribution<Row extends object>(row: Row, storage?: Storage) {
  return { ...row, ...toAttributionColumns(readVisitAttribution(storage)) }
}
