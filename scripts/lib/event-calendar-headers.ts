/**
 * `_headers` rules (Netlify and Cloudflare Pages format) naming the calendar files' type: each
 * file by its exact path, so no rule can reach a page (a pattern such as /events/* would also
 * match /events/ itself). Both hosts let `_headers` set Content-Type and send it instead of their
 * own (Cloudflare: "Headers defined in the _headers file override what Cloudflare ordinarily
 * sends", developers.cloudflare.com/pages/platform/headers), so calendar apps get text/calendar
 * whatever a host's table of extensions says; scripts/preview.ts and the local site host apply
 * the same file.
 */
export const calendarContentType = 'text/calendar; charset=utf-8'

export function calendarHeaderRules(paths: readonly string[]): string {
  return paths.map((path) => `${path}\n  Content-Type: ${calendarContentType}\n`).join('')
}
