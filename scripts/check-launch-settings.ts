/**
 * The launch check, run at the end of `npm run build`: lists every launch setting still holding a
 * placeholder — a fictional 555 phone number, an example / `.local` / `.test` / loopback address,
 * a default nobody has confirmed yet, an unset or local notification recipient or sender — as one
 * block of lines. It warns and lets the build pass; `--strict` (`npm run build -- --strict`) or
 * `LAUNCH_CHECK=strict` makes a placeholder fail the build, for a release pipeline. A value that
 * is not valid at all (an e-mail that is not one, a phone without ten digits) always fails it.
 *
 * What it reads: the `VITE_*` variables exactly as Vite's production build sees them (`.env`,
 * `.env.production`, the environment), src/config/launch-settings.ts, and NOTIFY_TO / MAIL_FROM
 * from the environment or `supabase/functions/.env`. A hosted project's secrets cannot be read
 * from here, and the output says so.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { z } from 'zod'
import {
  contactFrom,
  externalLinks,
  launchDefaults,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_PUBLISHABLE_KEY,
  LOCAL_SUPABASE_URL,
  type LaunchValue,
} from '../src/config/launch-settings.ts'

export interface Placeholder {
  /** What the setting is and where it is set, e.g. "Public phone (VITE_CONTACT_PHONE)". */
  setting: string
  value: string
  /** Why it is a placeholder and how to set it, in one sentence. */
  advice: string
}

export interface LaunchCheckInput {
  /** `VITE_*` variables as the production build sees them. */
  buildEnv: Record<string, string | undefined>
  /** NOTIFY_TO, MAIL_FROM, MAIL_REPLY_TO, SITE_URL as found locally (environment, supabase/functions/.env). */
  functionSecrets: Record<string, string | undefined>
  /** Defaults, for tests; the real ones otherwise. */
  defaults?: Record<keyof typeof launchDefaults, LaunchValue>
  links?: Record<string, LaunchValue>
}

export interface LaunchCheckResult {
  placeholders: Placeholder[]
  /** Values that are not valid at all: always fail the build. */
  errors: string[]
}

const SETTINGS_FILE = 'src/config/launch-settings.ts'
const BUILD_ENV_HINT = 'in .env or the host’s build environment'

/** Hosts no real visitor or mailbox can reach: reserved example/test names and loopback. */
export function isPlaceholderHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (name === 'localhost' || name === '::1' || name === '0.0.0.0') return true
  if (/^127\.\d+\.\d+\.\d+$/.test(name)) return true
  if (/\.(local|localhost|test|example|invalid)$/.test(name)) return true
  return /(^|\.)example\.(org|com|net)$/.test(name)
}

/** A North American number whose exchange is 555: the range reserved for fiction. */
export function isFictionalPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length === 10 && digits.slice(3, 6) === '555'
}

function emailDomain(address: string): string {
  const bare = /<([^>]+)>/.exec(address)?.[1] ?? address
  return bare.trim().split('@')[1] ?? ''
}

function urlHost(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

const phoneSchema = z
  .string()
  .refine((phone) => /^1?\d{10}$/.test(phone.replace(/\D/g, '')), 'needs a ten-digit number')

export function checkLaunchSettings(input: LaunchCheckInput): LaunchCheckResult {
  const defaults = input.defaults ?? launchDefaults
  const links = input.links ?? externalLinks
  const env = input.buildEnv
  const placeholders: Placeholder[] = []
  const errors: string[] = []
  const found = (setting: string, value: string, advice: string) =>
    placeholders.push({ setting, value, advice })

  // Public contact details: the build's values, else the defaults in launch-settings.
  const set = (name: string) => Boolean(env[name]?.trim())
  if (set('VITE_CONTACT_EMAIL') && !z.email().safeParse(env.VITE_CONTACT_EMAIL!.trim()).success) {
    errors.push(`VITE_CONTACT_EMAIL is not an e-mail address: ${env.VITE_CONTACT_EMAIL}`)
  }
  if (set('VITE_CONTACT_PHONE') && !phoneSchema.safeParse(env.VITE_CONTACT_PHONE).success) {
    errors.push(
      `VITE_CONTACT_PHONE needs a ten-digit number such as (208) 123-4567: ${env.VITE_CONTACT_PHONE}`,
    )
  }
  const contact = contactFrom(env)
  const email = 'Public e-mail (VITE_CONTACT_EMAIL)'
  if (isPlaceholderHost(emailDomain(contact.email))) {
    found(email, contact.email, `an example address; set VITE_CONTACT_EMAIL ${BUILD_ENV_HINT}.`)
  } else if (!set('VITE_CONTACT_EMAIL') && !defaults.contactEmail.confirmed) {
    found(
      email,
      contact.email,
      `the unconfirmed default from ${SETTINGS_FILE}; set VITE_CONTACT_EMAIL ${BUILD_ENV_HINT} once the mailbox is confirmed.`,
    )
  }
  const phone = 'Public phone (VITE_CONTACT_PHONE)'
  if (isFictionalPhone(contact.phone)) {
    found(phone, contact.phone, `a fictional 555 number; set VITE_CONTACT_PHONE ${BUILD_ENV_HINT}.`)
  } else if (!set('VITE_CONTACT_PHONE') && !defaults.contactPhone.confirmed) {
    found(
      phone,
      contact.phone,
      `the unconfirmed default from ${SETTINGS_FILE}; set VITE_CONTACT_PHONE ${BUILD_ENV_HINT}.`,
    )
  }

  // Where the site lives and which Supabase project it talks to.
  const siteUrl = env.VITE_SITE_URL?.trim() || defaults.siteUrl.value
  if (set('VITE_SITE_URL') && !z.url().safeParse(siteUrl).success) {
    errors.push(`VITE_SITE_URL is not a URL: ${siteUrl}`)
  } else if (isPlaceholderHost(urlHost(siteUrl))) {
    found(
      'Site URL (VITE_SITE_URL)',
      siteUrl,
      `a local or example origin, used for canonical links, Open Graph tags and the sitemap; set VITE_SITE_URL to the public https origin ${BUILD_ENV_HINT}.`,
    )
  }
  const supabaseUrl = env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL
  if (isPlaceholderHost(urlHost(supabaseUrl))) {
    found(
      'Supabase project URL (VITE_SUPABASE_URL)',
      supabaseUrl,
      `the local stack, so the forms would post to this machine; set VITE_SUPABASE_URL to https://<ref>.supabase.co ${BUILD_ENV_HINT}.`,
    )
  }
  const key = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || LOCAL_SUPABASE_ANON_KEY
  if (key === LOCAL_SUPABASE_ANON_KEY || key === LOCAL_SUPABASE_PUBLISHABLE_KEY) {
    found(
      'Supabase key (VITE_SUPABASE_PUBLISHABLE_KEY)',
      `${key.slice(0, 16)}…`,
      `the local stack’s ${key === LOCAL_SUPABASE_ANON_KEY ? 'demo anon key' : 'publishable key'}; set the project’s publishable key (or its anon key) ${BUILD_ENV_HINT}.`,
    )
  }

  // External contest and event sites.
  for (const [name, link] of Object.entries(links)) {
    const setting = `External link ${name} (${SETTINGS_FILE})`
    if (isPlaceholderHost(urlHost(link.value))) {
      found(setting, link.value, `an example address; replace it in ${SETTINGS_FILE}.`)
    } else if (!link.confirmed) {
      found(
        setting,
        link.value,
        `not confirmed as live and official; confirm it and set confirmed: true (or replace it) in ${SETTINGS_FILE}.`,
      )
    }
  }

  // The notification e-mails: the edge functions' secrets.
  const notifyTo = input.functionSecrets.NOTIFY_TO?.trim() ?? ''
  const recipients = notifyTo
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  if (recipients.length === 0) {
    found(
      'Notification recipients (NOTIFY_TO secret)',
      '(not set here)',
      'without it no reviewer is told of a submission; set it with `supabase secrets set NOTIFY_TO=reviewer@…` (comma-separated).',
    )
  } else {
    for (const address of recipients.filter((a) => isPlaceholderHost(emailDomain(a)))) {
      found(
        'Notification recipients (NOTIFY_TO secret)',
        address,
        'a local or example mailbox no reviewer reads; set NOTIFY_TO with `supabase secrets set`.',
      )
    }
  }
  const mailFrom = input.functionSecrets.MAIL_FROM?.trim() ?? ''
  if (!mailFrom) {
    found(
      'Notification sender (MAIL_FROM secret)',
      '(not set here)',
      "set it with `supabase secrets set MAIL_FROM='Idaho AI Alliance <notifications@your-domain>'` (a domain verified with Resend).",
    )
  } else if (isPlaceholderHost(emailDomain(mailFrom))) {
    found(
      'Notification sender (MAIL_FROM secret)',
      mailFrom,
      'a local or example address that Resend will not send from; set MAIL_FROM with `supabase secrets set`.',
    )
  }

  // The acknowledgement e-mails to the people who write in, and the links in every e-mail.
  const replyTo = input.functionSecrets.MAIL_REPLY_TO?.trim() ?? ''
  if (!replyTo) {
    found(
      'Reply-To of acknowledgements (MAIL_REPLY_TO secret)',
      '(not set here)',
      'unset, acknowledgements ask people to write to the unconfirmed default info@idahoaialliance.org; set it with `supabase secrets set MAIL_REPLY_TO=hello@…`.',
    )
  } else if (isPlaceholderHost(emailDomain(replyTo))) {
    found(
      'Reply-To of acknowledgements (MAIL_REPLY_TO secret)',
      replyTo,
      'a local or example mailbox nobody reads; set MAIL_REPLY_TO with `supabase secrets set`.',
    )
  }
  const emailSiteUrl = input.functionSecrets.SITE_URL?.trim() ?? ''
  if (!emailSiteUrl || isPlaceholderHost(urlHost(emailSiteUrl))) {
    found(
      'Site address in e-mails (SITE_URL secret)',
      emailSiteUrl || '(not set here)',
      'the desk links in notifications and the site link in acknowledgements would point to a local preview; set it with `supabase secrets set SITE_URL=https://…`.',
    )
  }

  return { placeholders, errors }
}

/** The block printed at the end of the build. */
export function formatReport(
  result: LaunchCheckResult,
  options: { strict: boolean; secretsSource: string },
): string {
  const lines: string[] = ['']
  const count = result.placeholders.length
  if (count === 0) {
    lines.push('Launch check: no placeholders in the launch settings this build can see.')
  } else {
    lines.push(
      `Launch check: ${count} placeholder${count === 1 ? '' : 's'} still in place${options.strict ? '' : ' (warning; npm run build -- --strict or LAUNCH_CHECK=strict fails on them)'}:`,
    )
    for (const { setting, value, advice } of result.placeholders) {
      lines.push(`  - ${setting}: ${value} — ${advice}`)
    }
  }
  for (const error of result.errors) lines.push(`  ✖ ${error}`)
  lines.push(
    `  NOTIFY_TO, MAIL_FROM, MAIL_REPLY_TO and SITE_URL were read from ${options.secretsSource}; a hosted project's secrets cannot be read from here (\`supabase secrets list\` shows which are set, not their values).`,
  )
  return lines.join('\n')
}

/** `KEY=value` lines of a dotenv file (comments, blank lines and quotes handled). */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match) continue
    let value = match[2]!
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1)
    else value = value.replace(/\s+#.*$/, '')
    values[match[1]!] = value
  }
  return values
}

/**
 * The settings as this checkout's production build and functions would see them: the `VITE_*`
 * variables Vite loads, and NOTIFY_TO / MAIL_FROM from the environment or supabase/functions/.env
 * (also used by `npm run launch:check`).
 */
export function readLaunchCheckInput(root: string): {
  input: LaunchCheckInput
  secretsSource: string
} {
  const secretsFile = path.join(root, 'supabase', 'functions', '.env')
  const fromFile = existsSync(secretsFile) ? parseDotenv(readFileSync(secretsFile, 'utf8')) : {}
  // As the local stack does: the environment wins over the file.
  const functionSecrets = {
    NOTIFY_TO: process.env.NOTIFY_TO || fromFile.NOTIFY_TO,
    MAIL_FROM: process.env.MAIL_FROM || fromFile.MAIL_FROM,
    MAIL_REPLY_TO: process.env.MAIL_REPLY_TO || fromFile.MAIL_REPLY_TO,
    SITE_URL: process.env.SITE_URL || fromFile.SITE_URL,
  }
  return {
    input: { buildEnv: loadEnv('production', root, 'VITE_'), functionSecrets },
    secretsSource: existsSync(secretsFile)
      ? 'the environment and supabase/functions/.env'
      : 'the environment (there is no supabase/functions/.env)',
  }
}

function main(): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const strict = process.argv.includes('--strict') || process.env.LAUNCH_CHECK === 'strict'
  const { input, secretsSource } = readLaunchCheckInput(root)
  const result = checkLaunchSettings(input)
  console.log(formatReport(result, { strict, secretsSource }))
  if (result.errors.length > 0) return 1
  return strict && result.placeholders.length > 0 ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main())
}
