import { PageHero } from '@/components/sections/page-hero'
import { Prose } from '@/components/sections/prose'
import type { LegalPage as LegalPageContent } from '@/content/pages/page-blocks'

/** A legal page: hero with the effective date, a table of contents, then the sections. */
export function LegalPage({ page }: { page: LegalPageContent & { effectiveDateLabel?: string } }) {
  return (
    <>
      <PageHero title={page.title} lead={page.lead}>
        <p className="text-base text-slate-700">
          <span className="font-semibold">{page.effectiveDateLabel ?? 'Effective date'}:</span>{' '}
          <time dateTime={page.effectiveDateIso || undefined}>{page.effectiveDate}</time>
        </p>
      </PageHero>
      <nav aria-label="On this page" className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <p className="text-lg font-semibold">On this page</p>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-primary hover:text-primary-hover underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose sections={page.sections} />
    </>
  )
}
