import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BlockOf, PageLink } from '@/content/page-copy-schema'
import type { CardGridItem } from './card-grid'

/**
 * How a route shows one of its blocks: the page's design, not its words, so editors change
 * neither (a block an editor adds or duplicates is shown plainly).
 */
export type BlockDesign = {
  /** The section carries the block's id, so links can point into it (/partners#benefits). */
  anchor?: boolean
  /** Columns at wide widths: a cards block's (2, 3 or 4; 3 unless said), a list's (1 or 2; 2). */
  columns?: 1 | 2 | 3 | 4
  /** A cards block's icons, in the cards' order (kept with the page's content module). */
  icons?: readonly (LucideIcon | undefined)[]
  /** What the route adds to a cards block's nth card from its records (a list, an icon, a status). */
  card?: (card: BlockOf<'cards'>['cards'][number], index: number) => Partial<CardGridItem>
  /** What the route ends a block's note with, inside its sentence (a record: "… write to" the address). */
  noteEnd?: ReactNode
  /** A hero's large status above its heading ("404"), hidden from screen readers. */
  mark?: string
  /** A control of the route's own, first among the hero's buttons; the block's follow, outlined. */
  control?: ReactNode
  /**
   * A call to action shown as a section of the page, on its turn of white and grey, its buttons
   * as links after its note (/join-alliance's registration, with the form under its sentence).
   */
  inSection?: boolean
  /** A prose block's first paragraph is its highlight, set large (a figure such as "2:1"). */
  highlight?: boolean
  /**
   * A steps block's action as a link in the text (`lead`: in its own lead-sized line), not a
   * button; `buttons`: an in-section call to action's buttons in a row after its extra (the home
   * page's partner tiers), not links after its note.
   */
  actionAs?: 'link' | 'lead' | 'buttons'
  /** Buttons a hero or a call to action adds after its own, from records (the next event's sponsor call). */
  actions?: readonly PageLink[]
  /** How many of a prose block's paragraphs are its introduction; the rest are shown by the route (through the extra, when its records say). */
  paragraphs?: number
  /** A column the route shows beside the block's section at wide widths (the ways to reach us beside the contact form). */
  beside?: ReactNode
  /**
   * What the route shows right after the block's section: a node outside the turns of white and
   * grey (the latest news after the hero, a table of contents), or a section of its own taking the
   * next turn, given its tone (the next statewide event after the coach cards).
   */
  after?: ReactNode | ((tone: 'default' | 'muted') => ReactNode)
}

/** A cards block's columns (CardGrid's 2, 3 or 4; its default unless said). */
export const cardColumns = (columns: BlockDesign['columns']) =>
  columns === 1 ? undefined : columns

/** A list's columns: two unless the route says one. */
export const listColumns = (columns: BlockDesign['columns']) => (columns === 1 ? 1 : 2)
