const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** C0 controls but tab, line feed and carriage return, and DEL. */
// deno-lint-ignore no-control-regex
const HTML_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/**
 * Escapes a value for HTML text and quoted attribute values. Control characters other than tabs and
 * line breaks are dropped: a NUL or a terminal escape has no place in a reviewer's mail, and some
 * mail clients cut the message at a NUL.
 */
export function escapeHtml(value: string): string {
  return value.replace(HTML_CONTROLS, '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
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
