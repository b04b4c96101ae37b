/**
 * The local inbox's pages: the list of received messages and one message, server-rendered HTML
 * that never runs script (HTML bodies show in a sandboxed srcdoc iframe).
 */
import type { InboxMessage } from './message-store'

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const PAGE_STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafafa; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
  h1 { font-size: 1.5rem; margin: 0; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  th { background: #f0f0f0; }
  a { color: #0b4f8a; }
  a:focus-visible, button:focus-visible { outline: 3px solid #0b4f8a; outline-offset: 2px; }
  button { font: inherit; padding: .4rem .9rem; border: 1px solid #555; border-radius: .25rem; background: #fff; cursor: pointer; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 1rem; border: 1px solid #ddd; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  iframe { width: 100%; min-height: 28rem; border: 1px solid #ddd; background: #fff; }
`

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
${body}
</body>
</html>`
}

export function listPage(messages: InboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>
  <td>${escapeHtml(message.from)}</td>
  <td>${escapeHtml(message.to.join(', '))}</td>
  <td><time datetime="${escapeHtml(message.date)}">${escapeHtml(new Date(message.date).toLocaleString('en-US'))}</time></td>
</tr>`,
    )
    .join('\n')
  const table = messages.length
    ? `<table>
<caption class="visually-hidden">Received messages, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Received</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet. Mail sent to the local SMTP server appears here.</p>'
  return page(
    `Local inbox (${messages.length})`,
    `<header>
<h1>Local inbox</h1>
<form method="post" action="/clear"><button type="submit">Delete all messages</button></form>
</header>
<main>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. <a href="/">Refresh</a></p>
${table}
</main>`,
  )
}

export function messagePage(message: InboxMessage): string {
  const html = message.html
    ? `<h2>HTML body</h2>
<iframe title="HTML body of the message" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>`
    : ''
  return page(
    message.subject || '(no subject)',
    `<header>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<a href="/">Back to the inbox</a>
</header>
<main>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
${message.cc.length ? `<dt>Cc</dt><dd>${escapeHtml(message.cc.join(', '))}</dd>` : ''}
${message.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(message.replyTo)}</dd>` : ''}
<dt>Received</dt><dd><time datetime="${escapeHtml(message.date)}">${escapeHtml(new Date(message.date).toLocaleString('en-US'))}</time></dd>
</dl>
<h2>Text body</h2>
<pre>${escapeHtml(message.text || '(empty)')}</pre>
${html}
</main>`,
  )
}

/** The page never runs script; a sandboxed srcdoc iframe shows HTML bodies without their scripts. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

export function notFoundPage(): string {
  return page(
    'Message not found',
    '<main><h1>Message not found</h1><p><a href="/">Back to the inbox</a></p></main>',
  )
}
