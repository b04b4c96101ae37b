import { SITE_NAME, type SiteSettings } from './acknowledgement.ts'
import { escapeHtml, escapeText } from './escape.ts'
import type { RenderedEmail } from './render.ts'

/**
 * The confirmation sent before a person's data is deleted (issue 26, item 5): it names the
 * references of the records (our own values, never text the person typed) and what happens next.
 * The records are deleted once the mail service has accepted it.
 */
export function renderDeletionConfirmation(
  references: string[],
  settings: SiteSettings,
): RenderedEmail {
  const subject = `${SITE_NAME}: your personal data is being deleted`
  const listed =
    references.length > 0
      ? ` (reference${references.length === 1 ? '' : 's'} ${references.join(', ')})`
      : ''
  const lines = [
    'Hello,',
    `As asked, we are deleting the personal data you gave us through our website${listed}, with our notes about it.`,
    'It is deleted as soon as this e-mail has left us. We will not write to you about it again.',
    `If you did not ask for this, or have a question, write to ${settings.replyTo}.`,
  ]
  const text = escapeText(
    [SITE_NAME, '', ...lines, '', `${SITE_NAME} - ${settings.siteUrl}`].join('\n\n'),
  )
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">',
    ...lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`),
    `<p style="margin:0;color:#475569;font-size:13px">${escapeHtml(SITE_NAME)} · ${escapeHtml(settings.siteUrl)}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject, html, text }
}
