import type { LucideIcon } from 'lucide-react'
import type { Link } from '@/content/schema'

/**
 * Small building blocks the content pages are made of. They describe data only; the route
 * modules decide which section component renders each block.
 */

/** The page's single h1 with its lead paragraph and up to three calls to action. */
export type HeroBlock = {
  title: string
  lead: string
  eyebrow?: string
  actions?: Link[]
}

/** A titled section (h2) with optional introduction paragraphs. */
export type TextBlock = {
  title: string
  intro?: string
  paragraphs?: string[]
  /** A link to the page that covers the topic in full. */
  more?: Link
}

/** A card: h3 title, text, optional bullet list and link. */
export type CardBlock = {
  title: string
  text: string
  icon?: LucideIcon
  items?: string[]
  link?: Link
  meta?: string[]
}

/** A closing call to action. */
export type CtaBlock = {
  title: string
  text: string
  actions: Link[]
}
