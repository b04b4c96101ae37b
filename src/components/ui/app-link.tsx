import type { ComponentPropsWithoutRef } from 'react'
import { Link } from 'react-router-dom'
import { ExternalLink } from '@/components/ui/external-link'

export type AppLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** An internal path from `paths` (optionally with a query) or a full https URL. */
  href: string
  /** Force new-tab treatment; URLs starting with http(s) are treated as external anyway. */
  external?: boolean
}

/** One link component for content data: router links inside the site, ExternalLink outside. */
export function AppLink({ href, external, children, ...props }: AppLinkProps) {
  if (external || isExternalHref(href)) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    )
  }
  if (/^(mailto|tel):/.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  )
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href)
}
