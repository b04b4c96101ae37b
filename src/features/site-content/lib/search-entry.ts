import type { SiteContentPart } from '@/content/site-content-schema'

/**
 * Where a result leads. A page's field is on the page chosen in the Pages editor, under the id
 * page-field.tsx gives it; an item of another part is opened with its Edit button and the field
 * found in its form by its label; the banner and contact fields are always on screen.
 */
export type SearchTarget =
  | { kind: 'page'; route: string; fieldId: string }
  | {
      kind: 'item'
      /** The part's section heading, where focus goes if the item is no longer there. */
      headingId: string
      /** The item's Edit button: by its id, or by its accessible name where it has no id. */
      editId?: string
      editName: string
      /** The form Edit opens ("Edit Idaho AI Week 2027") and the field's label in it. */
      formName: string
      fieldLabel: string
    }
  | { kind: 'field'; headingId: string; fieldId: string }

/** One field of the content that a search reads, named as the desk names it. */
export type SearchEntry = {
  key: string
  part: SiteContentPart
  /** Where it is, outermost first: ["Events", "Idaho AI Week 2026", "Summary"]. */
  where: string[]
  text: string
  target: SearchTarget
}

export type SearchResult = SearchEntry & { before: string; match: string; after: string }
