import { escapeHeader, escapeHtml, escapeText } from './escape.ts'

/** One labelled value of a submission, as the reviewer reads it. */
export interface EmailField {
  label: string
  value: string
  /** Long free text: keeps its line breaks and gets a block of its own. */
  long?: boolean
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/**
 * Renders a notification with every user-supplied value escaped: HTML-escaped in the HTML body,
 * stripped of control characters in the text body and of line breaks in the subject.
 */
export function renderEmail(input: {
  subject: string
  heading: string
  intro: string
  fields: EmailField[]
  /** A link below the intro (the record in the desk); its address is ours, never a visitor's. */
  action?: { label: string; href: string }
}): RenderedEmail {
  const rows = input.fields
    .map((field) => {
      const value = escapeHtml(field.value === '' ? '(not given)' : field.value)
      const style = field.long ? 'padding:4px 0;white-space:pre-wrap' : 'padding:4px 0'
      return (
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(field.label)}</th>` +
        `<td style="${style}">${value}</td></tr>`
      )
    })
    .join('\n')
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111">',
    `<h1 style="font-size:20px">${escapeHtml(input.heading)}</h1>`,
    `<p>${escapeHtml(input.intro)}</p>`,
    ...(input.action
      ? [
          `<p><a href="${escapeHtml(input.action.href)}" style="display:inline-block;padding:8px 16px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(input.action.label)}</a></p>`,
        ]
      : []),
    `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>`,
    '</body></html>',
  ].join('\n')

  const text = [
    input.heading,
    '',
    input.intro,
    '',
    ...(input.action ? [`${input.action.label}: ${input.action.href}`, ''] : []),
    ...input.fields.map((field) => {
      const value = escapeText(field.value === '' ? '(not given)' : field.value)
      return field.long ? `${field.label}:\n${value}\n` : `${field.label}: ${value}`
    }),
  ].join('\n')

  return { subject: escapeHeader(input.subject), html, text: escapeText(text) }
}
