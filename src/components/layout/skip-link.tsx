import { useCurrentLanguage } from '@/components/language/current-language'
import { layoutWords } from '@/components/layout/layout-words'

/** The first focusable element on every page: jumps past the header to <main id="main">. */
export function SkipLink() {
  const words = layoutWords[useCurrentLanguage()]
  return (
    <a
      href="#main"
      className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {words.skipLink}
    </a>
  )
}
