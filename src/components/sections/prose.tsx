import { cn } from '@/lib/utils'

export type ProseSection = {
  /** Anchor id for the section heading (for a table of contents). */
  id?: string
  heading: string
  paragraphs?: readonly string[]
  /** A bulleted list after the paragraphs. */
  list?: readonly string[]
  /** Paragraphs after the list. */
  after?: readonly string[]
  subsections?: readonly Omit<ProseSection, 'subsections'>[]
}

export type ProseProps = {
  sections: readonly ProseSection[]
  /** Section headings are h2 (under the page's h1); subsections h3. */
  className?: string
}

/** Long-form text from data (legal pages): headings, paragraphs and lists in reading order. */
export function Prose({ sections, className }: ProseProps) {
  return (
    <div className={cn('mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6', className)}>
      {sections.map((section) => (
        <section
          key={section.heading}
          aria-labelledby={headingId(section)}
          className="flex flex-col gap-4"
        >
          <h2 id={headingId(section)} className="scroll-mt-20 text-2xl font-bold tracking-tight">
            {section.heading}
          </h2>
          <Body section={section} />
          {section.subsections?.map((sub) => (
            <div key={sub.heading} className="flex flex-col gap-3">
              <h3 id={sub.id} className="scroll-mt-20 text-xl font-semibold">
                {sub.heading}
              </h3>
              <Body section={sub} />
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}

function Body({ section }: { section: Omit<ProseSection, 'subsections'> }) {
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="text-lg leading-relaxed text-slate-800">
          {paragraph}
        </p>
      ))}
      {section.list?.length ? (
        <ul className="list-disc space-y-2 pl-6 text-lg leading-relaxed text-slate-800">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph} className="text-lg leading-relaxed text-slate-800">
          {paragraph}
        </p>
      ))}
    </>
  )
}

function headingId(section: ProseSection): string {
  return (
    section.id ??
    section.heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  )
}
