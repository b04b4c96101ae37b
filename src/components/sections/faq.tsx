import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/utils'

export type FaqEntry = { question: string; answer: string | readonly string[] }

export type FaqProps = { items: readonly FaqEntry[]; className?: string }

/** Questions as native <details>/<summary>: they open and close without JavaScript. */
export function Faq({ items, className }: FaqProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {items.map((item) => (
        <details key={item.question} className="group border-border rounded-lg border bg-white">
          <summary className="flex list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="flex flex-col gap-3 px-5 pb-5 text-slate-700">
            {(typeof item.answer === 'string' ? [item.answer] : item.answer).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
