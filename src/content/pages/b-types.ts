import type { LucideIcon } from 'lucide-react'
/** Shape of the two legal pages: headed sections of paragraphs and optional lists. */
export type LegalSection = {
  id: string
  heading: string
  paragraphs: string[]
  list?: string[]
}

export type LegalPage = {
  title: string
  lead: string
  effectiveDate: string
  /** ISO date for the <time> element. */
  effectiveDateIso: string
  sections: LegalSection[]
}

/** A titled card with a lucide-react icon. */
export type IconCard = { title: string; description: string; icon: LucideIcon }
