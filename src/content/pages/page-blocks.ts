import type { LucideIcon } from 'lucide-react'
import type { Link } from '@/content/schema'

/**
 * A card written by a record rather than by a page's seed (the program areas): h3 title, text,
 * optional bullet list and link. Data only; the route modules decide which section component
 * renders it. A page's own cards are `cards` blocks in its seed.
 */
export type CardBlock = {
  title: string
  text: string
  icon?: LucideIcon
  items?: string[]
  link?: Link
  meta?: string[]
}
