import { AppLink } from '@/components/ui/app-link'
import type { PageLink } from '@/content/page-copy-schema'

/** A link set in a sentence's own type, underlined ("… Read about our goals"). */
export function TextLink({ link }: { link: PageLink }) {
  return (
    <AppLink
      href={link.href}
      external={link.external}
      className="text-primary hover:text-primary-hover font-semibold underline"
    >
      {link.label}
    </AppLink>
  )
}

/** A sentence pointing to a related page, its link after it, between a page's sections. */
export function RelatedLine({ text, link }: { text: string; link: PageLink }) {
  return (
    <div className="max-w-content mx-auto px-4 pt-4 pb-12 sm:px-6">
      <p className="text-lg text-slate-700">
        {text} <TextLink link={link} />
      </p>
    </div>
  )
}
