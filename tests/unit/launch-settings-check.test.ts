// @vitest-environment node
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contactFrom, LOCAL_SUPABASE_PUBLISHABLE_KEY, telHref } from '@/config/launch-settings'
import {
  checkLaunchSettings,
  formatReport,
  isFictionalPhone,
  isPlaceholderHost,
  parseDotenv,
} from '../../scripts/check-launch-settings'

const confirmedDefaults = {
  contactEmail: { value: 'info@idahoaialliance.org', confirmed: true },
  contactPhone: { value: '(208) 334-2100', confirmed: true },
  siteUrl: { value: 'https://idahoaialliance.org', confirmed: true },
} as const

const launchReady = {
  buildEnv: {
    VITE_CONTACT_EMAIL: 'hello@idahoaialliance.org',
    VITE_CONTACT_PHONE: '(208) 334-2100',
    VITE_SITE_URL: 'https://idahoaialliance.org',
    VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
    VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789abcdefghij',
  },
  functionSecrets: {
    NOTIFY_TO: 'reviewers@idahoaialliance.org, director@idahoaialliance.org',
    MAIL_FROM: 'Idaho AI Alliance <notifications@idahoaialliance.org>',
    MAIL_REPLY_TO: 'hello@idahoaialliance.org',
    SITE_URL: 'https://idahoaialliance.org',
  },
  defaults: confirmedDefaults,
  links: { idahoAiWeek: { value: 'https://www.idahoaiweek.org', confirmed: true } },
}

describe('launch check', () => {
  it('lists the placeholders of a build with no settings: 555 phone, local URLs and key, unconfirmed links, unset secrets', () => {
    const { placeholders, errors } = checkLaunchSettings({
      buildEnv: {},
      functionSecrets: {},
      defaults: {
        contactEmail: { value: 'info@idahoaialliance.org', confirmed: false },
        contactPhone: { value: '(208) 555-0142', confirmed: false },
        siteUrl: { value: 'http://127.0.0.1:4173', confirmed: false },
      },
      links: { idahoAiWeek: { value: 'https://www.idahoaiweek.org', confirmed: false } },
    })
    expect(errors).toEqual([])
    const settings = placeholders.map((placeholder) => placeholder.setting)
    expect(settings).toEqual(
      expect.arrayContaining([
        'Public e-mail (VITE_CONTACT_EMAIL)',
        'Public phone (VITE_CONTACT_PHONE)',
        'Site URL (VITE_SITE_URL)',
        'Supabase project URL (VITE_SUPABASE_URL)',
        'Supabase key (VITE_SUPABASE_PUBLISHABLE_KEY)',
        'External link idahoAiWeek (src/config/launch-settings.ts)',
        'Notification recipients (NOTIFY_TO secret)',
        'Notification sender (MAIL_FROM secret)',
        'Reply-To of acknowledgements (MAIL_REPLY_TO secret)',
        'Site address in e-mails (SITE_URL secret)',
      ]),
    )
    expect(placeholders.find((p) => p.setting.startsWith('Public phone'))?.advice).toContain(
      'fictional 555 number',
    )
  })

  it('finds no placeholder when every setting is real and confirmed', () => {
    expect(checkLaunchSettings(launchReady)).toEqual({ placeholders: [], errors: [] })
  })

  it("flags the local stack's publishable key as it flags its anon key", () => {
    const { placeholders } = checkLaunchSettings({
      ...launchReady,
      buildEnv: {
        ...launchReady.buildEnv,
        VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_PUBLISHABLE_KEY,
      },
    })
    expect(placeholders.map(({ setting }) => setting)).toEqual([
      'Supabase key (VITE_SUPABASE_PUBLISHABLE_KEY)',
    ])
  })

  it('flags example, .local and .test addresses in the contact e-mail and the secrets', () => {
    const { placeholders } = checkLaunchSettings({
      ...launchReady,
      buildEnv: { ...launchReady.buildEnv, VITE_CONTACT_EMAIL: 'info@example.org' },
      functionSecrets: {
        ...launchReady.functionSecrets,
        NOTIFY_TO: 'reviewers@idahoaialliance.org,notifications@idaho-ai-alliance.local',
        MAIL_FROM: 'Idaho AI Alliance <no-reply@site.test>',
      },
    })
    expect(placeholders.map(({ setting, value }) => `${setting}: ${value}`)).toEqual([
      'Public e-mail (VITE_CONTACT_EMAIL): info@example.org',
      'Notification recipients (NOTIFY_TO secret): notifications@idaho-ai-alliance.local',
      'Notification sender (MAIL_FROM secret): Idaho AI Alliance <no-reply@site.test>',
    ])
  })

  it('reports an invalid e-mail or phone as an error, not a placeholder', () => {
    const { errors } = checkLaunchSettings({
      ...launchReady,
      buildEnv: { ...launchReady.buildEnv, VITE_CONTACT_EMAIL: 'info', VITE_CONTACT_PHONE: '12' },
    })
    expect(errors).toEqual([
      'VITE_CONTACT_EMAIL is not an e-mail address: info',
      'VITE_CONTACT_PHONE needs a ten-digit number such as (208) 123-4567: 12',
    ])
  })

  it('prints one block that counts the placeholders and says hosted secrets cannot be read', () => {
    const report = formatReport(checkLaunchSettings({ ...launchReady, functionSecrets: {} }), {
      strict: false,
      secretsSource: 'the environment',
    })
    expect(report).toMatch(/^\nLaunch check: 4 placeholders still in place \(warning;/)
    expect(report).toContain("a hosted project's secrets cannot be read from here")
  })

  it('recognises placeholder hosts and fictional numbers, and leaves real ones alone', () => {
    expect(
      ['localhost', '127.0.0.1', 'x.local', 'a.test', 'example.org', 'www.example.com'].every(
        isPlaceholderHost,
      ),
    ).toBe(true)
    expect(['idahoaialliance.org', 'abc.supabase.co', 'examples.org'].some(isPlaceholderHost)).toBe(
      false,
    )
    expect(isFictionalPhone('(208) 555-0142')).toBe(true)
    expect(isFictionalPhone('+1 208 334 2100')).toBe(false)
  })

  it('reads NOTIFY_TO and MAIL_FROM from a dotenv file', () => {
    expect(
      parseDotenv('# secrets\nNOTIFY_TO=a@b.org\nMAIL_FROM="Idaho AI Alliance <n@b.org>"\n'),
    ).toEqual({ NOTIFY_TO: 'a@b.org', MAIL_FROM: 'Idaho AI Alliance <n@b.org>' })
  })

  it('warns without failing the build, and fails it under --strict or LAUNCH_CHECK=strict', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const run = (args: string[], extra: Record<string, string> = {}) =>
      spawnSync(
        path.join(root, 'node_modules', '.bin', 'tsx'),
        ['scripts/check-launch-settings.ts', ...args],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, VITE_CONTACT_PHONE: '(208) 555-0100', ...extra },
        },
      )
    const warned = run([])
    expect(warned.stdout).toContain('Public phone (VITE_CONTACT_PHONE): (208) 555-0100')
    expect(warned.status).toBe(0)
    expect(run(['--strict']).status).toBe(1)
    expect(run([], { LAUNCH_CHECK: 'strict' }).status).toBe(1)
  }, 60_000)
})

describe('contact details', () => {
  it('come from the build variables, with tel: links that follow the displayed number', () => {
    expect(
      contactFrom({
        VITE_CONTACT_EMAIL: 'hello@idahoaialliance.org',
        VITE_CONTACT_PHONE: '208-334-2100',
      }),
    ).toEqual({
      email: 'hello@idahoaialliance.org',
      phone: '208-334-2100',
      phoneHref: 'tel:+12083342100',
    })
    expect(telHref('(208) 555-0142')).toBe('tel:+12085550142')
  })
})
