import type { Link } from '@/content/schema'

/**
 * Props shared by several sections. A call to action is the content `Link` shape
 * ({ label, href, external? }) plus an optional button style.
 */
export type SectionAction = Link & {
  variant?: 'default' | 'secondary' | 'accent' | 'outline' | 'ghost' | 'link'
  /** Extra words for screen readers when the label alone is ambiguous ("Learn more"). */
  srContext?: string
}
