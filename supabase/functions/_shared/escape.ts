const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes a value for HTML text and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/**
 * Makes a value safe for a plain-text body: control characters other than line breaks and tabs
 * are dropped, so a submission cannot smuggle terminal escapes or NULs into an inbox.
 */
export function escapeText(value: string): string {
  // deno-lint-ignore no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
}

/** Makes a value safe for a single header line such as the Subject: no line breaks at all. */
export function escapeHeader(value: string): string {
  // deno-lint-ignore no-control-regex
  return value.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim()
}
