/** A run of an excerpt's text, and whether it is one of the words the person searched for. */
export type ExcerptPart = { text: string; marked: boolean }

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity)
}

/**
 * Pagefind's excerpt is a string of escaped page text with the matched words wrapped in
 * `<mark>…</mark>`. It is split here into plain text runs, so the page renders them as text (never
 * as HTML: an excerpt is the site's own text, but nothing in it should ever run or style the page)
 * and wraps only the marked runs in a <mark> element of its own.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  // Any other tag would be markup of Pagefind's we do not know: dropped before the escaped text
  // is decoded, so a written "&lt;b&gt;" stays text and no tag is ever passed on.
  const add = (raw: string, marked: boolean) => {
    const text = decode(raw.replace(/<\/?[a-z][^>]*>/gi, ''))
    if (text !== '') parts.push({ text, marked })
  }
  let last = 0
  for (const match of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    add(excerpt.slice(last, match.index), false)
    add(match[1] ?? '', true)
    last = match.index + match[0].length
  }
  add(excerpt.slice(last), false)
  return parts
}
