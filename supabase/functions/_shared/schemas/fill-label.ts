/*
 * Filling a label's placeholders, on its own: the public pages call it while they render, and
 * importing it from page-copy.ts would bring zod into every content page's bundle (site.spec.ts:
 * "content pages load no Supabase, zod or react-hook-form code").
 */

/** A label with its placeholders filled from the record ("{tier} partner" → "Gold partner"). */
export function fillLabel(words: string, values: Record<string, string>): string {
  return words.replace(/\{([a-z-]+)\}/g, (whole, name: string) => values[name] ?? whole)
}
