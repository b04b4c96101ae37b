import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
// The worker's own renderer (a pure module: the layout, the copy and the escaping), so the preview
// is the e-mail that is sent, not a look-alike.
import { renderUpdate } from '../../../../supabase/functions/_shared/update-emails.ts'
import type { UpdateFormValues } from '../schemas'

/** The widths a reader's mail app gives the e-mail: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = [
  { label: 'Phone (375 px)', width: 375 },
  { label: 'Desktop (1280 px)', width: 1280 },
] as const

/** Stands in for a subscriber's signed preferences link, which each recipient gets their own of. */
const PREVIEW_TOKEN = 'your-own-link'

/**
 * The update as a subscriber receives it, in a sandboxed frame (`srcdoc`, no scripts, its own
 * origin) at a phone's or a desktop's width.
 */
export function EmailPreview({ values }: { values: UpdateFormValues }) {
  const [width, setWidth] = useState<number>(PREVIEW_WIDTHS[0].width)
  const email = useMemo(
    () =>
      renderUpdate(
        {
          subject: values.subject.trim(),
          text: values.text.trim(),
          topics: values.topics,
          source: values.source,
        },
        PREVIEW_TOKEN,
        { siteUrl: window.location.origin },
      ),
    [values.subject, values.text, values.topics, values.source],
  )
  return (
    <section aria-labelledby="update-preview-heading" className="flex flex-col gap-3">
      <h3 id="update-preview-heading" className="text-lg font-semibold">
        Preview of the e-mail
      </h3>
      <div role="group" aria-label="Preview width" className="flex flex-wrap gap-2">
        {PREVIEW_WIDTHS.map((option) => (
          <Button
            key={option.width}
            type="button"
            size="sm"
            variant={width === option.width ? 'default' : 'outline'}
            aria-pressed={width === option.width}
            onClick={() => setWidth(option.width)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <p className="text-sm">
        <span className="font-semibold">Subject:</span> {email.subject}
      </p>
      <div className="max-w-full overflow-auto border border-slate-400 bg-white">
        <iframe
          title={`The e-mail at ${width} pixels wide`}
          srcDoc={email.html}
          sandbox=""
          width={width}
          height={640}
          className="block"
        />
      </div>
    </section>
  )
}
