/**
 * The project's own auth e-mails, as hosted Supabase sends them: config.toml's
 * `[auth.email.template.<kind>]` names a subject and an HTML file (content_path, relative to the
 * project's root as the Supabase CLI reads it), written with GoTrue's template variables
 * (`{{ .ConfirmationURL }}`, `{{ .Email }}`, `{{ .SiteURL }}`, `{{ .RedirectTo }}`, `{{ .Token }}`,
 * `{{ .Data.<key> }}` from the user's metadata) and `{{ if … }}…{{ else }}…{{ end }}`. Values are
 * HTML-escaped, as Go's html/template does. A kind without a template keeps the service's
 * built-in e-mail.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { TomlTables } from '../config-toml'
import type { AuthEmail, SendAuthEmail } from './mailer'

export type AuthMailKind = 'signup' | 'invite' | 'recovery' | 'magiclink'

/** What GoTrue hands a template (its names), for one e-mail. */
export interface TemplateVariables {
  ConfirmationURL: string
  Email: string
  SiteURL: string
  RedirectTo: string
  Token: string
  Data: Record<string, unknown>
}

interface MailTemplate {
  subject: string
  content: string
}

/** GoTrue's config names for each kind (`confirmation` is sign-up's). */
const TEMPLATE_NAMES: Record<AuthMailKind, string> = {
  signup: 'confirmation',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magic_link',
}

/** Reads every `[auth.email.template.*]` that names an existing file. */
export function loadMailTemplates(
  tables: TomlTables,
  configFile: string,
): Map<AuthMailKind, MailTemplate> {
  // config.toml lives in supabase/; content_path is relative to the project root above it.
  const projectRoot = resolve(dirname(configFile), '..')
  const templates = new Map<AuthMailKind, MailTemplate>()
  for (const [kind, name] of Object.entries(TEMPLATE_NAMES) as [AuthMailKind, string][]) {
    const table = tables.get(`auth.email.template.${name}`)
    const path = typeof table?.content_path === 'string' ? table.content_path : undefined
    if (!path) continue
    const file = resolve(projectRoot, path)
    if (!existsSync(file))
      throw new Error(`[auth.email.template.${name}] content_path ${path} is missing`)
    templates.set(kind, {
      subject: typeof table?.subject === 'string' ? table.subject : '',
      content: readFileSync(file, 'utf8'),
    })
  }
  return templates
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function lookup(path: string, variables: TemplateVariables): unknown {
  let value: unknown = variables
  for (const part of path.replace(/^\./, '').split('.')) {
    if (part === '') continue
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[part]
        : undefined
  }
  return value
}

const truthy = (value: unknown) =>
  value !== undefined && value !== null && value !== false && value !== '' && value !== 0

/**
 * Renders the subset of Go templates auth e-mails use: `{{ .Path }}` and non-nested
 * `{{ if .Path }}…{{ else }}…{{ end }}`. `escape` is off for the subject (a header, not HTML).
 */
export function renderTemplate(
  template: string,
  variables: TemplateVariables,
  escape = true,
): string {
  const conditionals = template.replace(
    /\{\{-?\s*if\s+(\.[\w.]+)\s*-?\}\}([\s\S]*?)(?:\{\{-?\s*else\s*-?\}\}([\s\S]*?))?\{\{-?\s*end\s*-?\}\}/g,
    (_, path: string, then: string, otherwise = '') =>
      truthy(lookup(path, variables)) ? then : otherwise,
  )
  return conditionals.replace(/\{\{-?\s*(\.[\w.]*)\s*-?\}\}/g, (_, path: string) => {
    const value = lookup(path, variables)
    const text = value === undefined || value === null ? '' : String(value)
    return escape ? escapeHtml(text) : text
  })
}

/** The e-mail's plain-text part, from its HTML: the words and every link's address. */
export function htmlToText(html: string): string {
  return (
    html
      // The HTML's own line breaks are layout, not text: paragraphs and <br> make the lines.
      .replace(/\s+/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(style|title|head)[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h\d|li|div|tr)>/gi, '\n\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, '&')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/**
 * Wraps the service's mailer: an e-mail of a kind with a project template is sent with the
 * template's subject and body instead of the built-in ones.
 */
export function withMailTemplates(
  send: SendAuthEmail,
  templates: Map<AuthMailKind, MailTemplate>,
  siteUrl: string,
): SendAuthEmail {
  return (email: AuthEmail) => {
    const template = email.template ? templates.get(email.template.kind) : undefined
    if (!template || !email.template) return send(email)
    const variables: TemplateVariables = {
      ConfirmationURL: email.link ?? '',
      Email: email.to,
      SiteURL: siteUrl,
      RedirectTo: email.template.redirectTo,
      Token: email.otp ?? '',
      Data: email.template.data,
    }
    const html = renderTemplate(template.content, variables)
    return send({
      ...email,
      subject: renderTemplate(template.subject, variables, false) || email.subject,
      html,
      text: htmlToText(html),
    })
  }
}
