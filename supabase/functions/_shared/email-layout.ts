import { escapeHeader, escapeHtml, escapeText } from './escape.ts'
import type { EmailKind } from './email-kind.ts'
import type { Language } from './schemas/languages.ts'

/*
 * The one layout of every e-mail the project sends (STYLE.md 10g): the words come from the copy
 * modules (email-copy/<kind>.ts) as plain, unescaped text; this module alone turns them into the
 * HTML part and the text part, and it alone escapes (HTML in the HTML part, control characters in
 * the text part, line breaks in the subject). A value a visitor typed is therefore escaped once,
 * here, whichever e-mail carries it.
 */

export const SITE_NAME = 'Idaho AI Alliance'

/** The brand colours of tailwind.config.ts: primary blue with white text (6.7:1). */
const PRIMARY = '#1d4ed8'
const INK = '#0f172a'
const MUTED = '#475569'
const SOFT = '#eff6ff'
const LINK = `color:${PRIMARY}`

/** A piece of running text: plain words, or a link whose visible text is its `text`. */
export type Inline = string | { text: string; href: string }

/** One labelled value, as the reviewers read a submission (a form description's label/value). */
export interface EmailField {
  label: string
  value: string
  /** Long free text: keeps its line breaks and gets a block of its own. */
  long?: boolean
}

/**
 * What an e-mail's body is made of. In the text part blocks are separated by a blank line; the
 * lines of a `lines` block follow each other without one.
 */
export type EmailBlock =
  | { type: 'paragraph'; text: Inline[] | string }
  | { type: 'lines'; lines: (Inline[] | string)[] }
  | { type: 'heading'; text: string }
  | { type: 'steps'; heading: string; items: readonly string[] }
  /** A reference shown large; `more` lines beneath it (earlier references). */
  | { type: 'reference'; label: string; value: string; more?: string[] }
  | { type: 'fields'; fields: EmailField[] }
  /** A button in HTML; "label: href" in text. */
  | { type: 'action'; label: string; href: string }
  /** A person's own words (a reviewer's reply): paragraphs and line breaks as typed. */
  | { type: 'letter'; text: string }

export interface EmailContent {
  kind: EmailKind
  /** The language of its words (the HTML part's lang): English unless written for a person in another. */
  language?: Language
  subject: string
  blocks: EmailBlock[]
  /** The small print under the body (who sent it, why); none for an e-mail between people. */
  footer?: (Inline[] | string)[]
  /**
   * The text part is exactly the blocks, without the brand above them and the footer below: a
   * reviewer's reply, whose text part is what the desk previewed.
   */
  bare?: boolean
}

/** An e-mail ready for the outbox: its kind (sent as the X-Email-Kind header), subject and parts. */
export interface RenderedEmail {
  kind: EmailKind
  subject: string
  html: string
  text: string
}

/** What a field shows when the person left it empty. */
const NOT_GIVEN = '(not given)'

const inlines = (value: Inline[] | string): Inline[] =>
  typeof value === 'string' ? [value] : value

function inlineHtml(value: Inline[] | string): string {
  return inlines(value)
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<a href="${escapeHtml(part.href)}" style="${LINK}">${escapeHtml(part.text)}</a>`,
    )
    .join('')
}

const inlineText = (value: Inline[] | string): string =>
  inlines(value)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('')

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${inlineHtml(block.text)}</p>`
    case 'lines':
      return block.lines
        .map((line) => `<p style="margin:0 0 8px">${inlineHtml(line)}</p>`)
        .join('\n')
    case 'heading':
      return `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(block.text)}</h1>`
    case 'steps':
      return [
        `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(block.heading)}</h2>`,
        `<ol style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`).join('')}</ol>`,
      ].join('\n')
    case 'reference':
      return [
        `<p style="margin:0 0 16px;padding:12px 16px;background:${SOFT};border-left:4px solid ${PRIMARY}">`,
        `${escapeHtml(block.label)}<br><strong style="font-size:22px;letter-spacing:1px;font-family:Consolas,Menlo,monospace">${escapeHtml(block.value)}</strong>`,
        ...(block.more ?? []).map((line) => `<br>${escapeHtml(line)}`),
        '</p>',
      ].join('')
    case 'fields':
      return [
        '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">',
        ...block.fields.map((field) => {
          const style = field.long ? 'padding:4px 0;white-space:pre-wrap' : 'padding:4px 0'
          return (
            `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(field.label)}</th>` +
            `<td style="${style}">${escapeHtml(field.value === '' ? NOT_GIVEN : field.value)}</td></tr>`
          )
        }),
        '</table>',
      ].join('\n')
    case 'action':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:8px 16px;background:${PRIMARY};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>`
    case 'letter':
      return escapeText(block.text)
        .trimEnd()
        .split(/\n{2,}/)
        .map((part) => `<p style="margin:0 0 1em">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
        .join('\n')
  }
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return inlineText(block.text)
    case 'lines':
      return block.lines.map(inlineText).join('\n')
    case 'heading':
      return block.text
    case 'steps':
      return [block.heading, ...block.items.map((item, index) => `${index + 1}. ${item}`)].join(
        '\n',
      )
    case 'reference':
      return [`${block.label}: ${block.value}`, ...(block.more ?? [])].join('\n')
    case 'fields':
      return block.fields
        .map((field) => {
          const value = field.value === '' ? NOT_GIVEN : field.value
          return field.long ? `${field.label}:\n${value}\n` : `${field.label}: ${value}`
        })
        .join('\n')
    case 'action':
      return `${block.label}: ${block.href}`
    case 'letter':
      return block.text
  }
}

/** Renders an e-mail's content in the project's one layout: the subject, the HTML and the text. */
export function renderLayout(content: EmailContent): RenderedEmail {
  const subject = escapeHeader(content.subject)
  const body = content.blocks.map(blockHtml).join('\n')
  const footer = content.footer
    ? [
        `<tr><td style="padding:16px 24px;border-top:1px solid #cbd5e1;color:${MUTED};font-size:13px">`,
        content.footer.map(inlineHtml).join('<br>'),
        '</td></tr>',
      ].join('')
    : ''
  const html = [
    '<!doctype html>',
    `<html lang="${content.language ?? 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:${INK};line-height:1.5">`,
    '<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff">',
    `<tr><td style="background:${PRIMARY};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${SITE_NAME}</td></tr>`,
    `<tr><td style="padding:24px">\n${body}\n</td></tr>`,
    ...(footer ? [footer] : []),
    '</table></td></tr></table>',
    '</body></html>',
  ].join('\n')
  const blocks = content.blocks.map(blockText)
  const text = content.bare
    ? blocks.join('\n\n')
    : [SITE_NAME, ...blocks, ...(content.footer ? [content.footer.map(inlineText).join('\n')] : [])]
        .join('\n\n')
        .replace(/\n+$/, '')
  return { kind: content.kind, subject, html, text: escapeText(text) }
}

/** The small print of an e-mail to a person: the site, and why they receive it (when given). */
export function personFooter(siteUrl: string, why?: string): (Inline[] | string)[] {
  return [[`${SITE_NAME} · `, { text: siteUrl, href: siteUrl }], ...(why ? [why] : [])]
}
