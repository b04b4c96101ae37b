// @vitest-environment node
/**
 * The launch check reads a hosted project's auth settings from the Management API and names each
 * one the runbook asks for that is not set, against a stand-in of that API.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkHostedAuthConfig,
  judgeAuthConfig,
  projectRef,
  type HostedAuthConfig,
} from '../../scripts/lib/launch-checks-auth-config'

const REF = 'abcdefghijklmnopqrst'
const SITE = 'https://idahoaialliance.org'
const EXPECTED = {
  passwordMinLength: 12,
  linkValiditySeconds: 3600,
  sendEmailFunction: 'send-auth-email',
  siteUrl: SITE,
}

/** A project set up as README's runbook says. */
function configured(overrides: HostedAuthConfig = {}): HostedAuthConfig {
  return {
    site_url: SITE,
    uri_allow_list: `${SITE}/admin,${SITE}/auth/reset-password`,
    mailer_autoconfirm: false,
    external_anonymous_users_enabled: false,
    password_min_length: 12,
    password_hibp_enabled: true,
    mfa_totp_enroll_enabled: true,
    mfa_totp_verify_enabled: true,
    hook_send_email_enabled: true,
    hook_send_email_uri: `https://${REF}.supabase.co/functions/v1/send-auth-email`,
    rate_limit_email_sent: 30,
    mailer_otp_exp: 3600,
    ...overrides,
  }
}

const failures = (config: HostedAuthConfig) =>
  judgeAuthConfig(config, EXPECTED)
    .filter((line) => line.status === 'fail')
    .map((line) => line.message)

describe('the hosted auth settings', () => {
  it('pass when set as the runbook says', () => {
    expect(failures(configured())).toEqual([])
  })

  it("fail on GoTrue's default password minimum of 6, naming the setting to change", () => {
    expect(failures(configured({ password_min_length: 6 }))).toEqual([
      expect.stringMatching(/only 6 characters.*Minimum password length.*12/),
    ])
    expect(failures(configured({ password_min_length: null }))).toHaveLength(1)
  })

  it('fail when the Send Email hook is off or calls another function', () => {
    expect(failures(configured({ hook_send_email_enabled: false }))[0]).toMatch(
      /Send Email hook is off/,
    )
    expect(failures(configured({ hook_send_email_uri: 'https://example.org/hook' }))[0]).toMatch(
      /on but calls https:\/\/example.org\/hook/,
    )
  })

  it('fail when a redirect URL the e-mails use is missing, and when TOTP or confirmation is off', () => {
    expect(failures(configured({ uri_allow_list: `${SITE}/admin` }))[0]).toMatch(
      /lack https:\/\/idahoaialliance.org\/auth\/reset-password/,
    )
    expect(failures(configured({ mfa_totp_verify_enabled: false }))[0]).toMatch(/TOTP/)
    expect(failures(configured({ mailer_autoconfirm: true }))[0]).toMatch(/Confirm email/)
    expect(failures(configured({ site_url: 'http://localhost:3000' }))[0]).toMatch(/Site URL/)
  })

  it('fail when e-mail links work longer or shorter than the hour the e-mails promise', () => {
    expect(failures(configured({ mailer_otp_exp: 86_400 }))).toEqual([
      expect.stringMatching(
        /work for 24 hours .* the e-mails say 1 hour.*Email OTP Expiration.*3600/,
      ),
    ])
    expect(failures(configured({ mailer_otp_exp: 900 }))[0]).toMatch(/15 minutes/)
    const unreported = judgeAuthConfig(configured({ mailer_otp_exp: null }), EXPECTED)
    expect(unreported.find((line) => /Email OTP Expiration/.test(line.message))?.status).toBe(
      'warn',
    )
  })

  it('warns, without failing, when leaked-password protection is off (Pro only)', () => {
    const lines = judgeAuthConfig(configured({ password_hibp_enabled: false }), EXPECTED)
    expect(lines.find((line) => /leaked/.test(line.message))?.status).toBe('warn')
  })

  it('reads the ref only from a supabase.co address', () => {
    expect(projectRef(`https://${REF}.supabase.co`)).toBe(REF)
    expect(projectRef('http://127.0.0.1:54321')).toBeUndefined()
  })
})

describe('reading them from the Management API', () => {
  let server: Server
  let managementApiUrl: string
  let seen: { url?: string; authorization?: string } = {}
  let answer: { status: number; body: unknown } = { status: 200, body: configured() }
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-config-'))
  const configFile = path.join(dir, 'config.toml')
  writeFileSync(
    configFile,
    '[auth]\nminimum_password_length = 12\n\n[auth.email]\notp_expiry = 3600\n\n[auth.hook.send_email]\nenabled = true\nuri = "http://host.docker.internal:54321/functions/v1/send-auth-email"\n',
  )

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen = { url: req.url, authorization: req.headers.authorization }
      res.writeHead(answer.status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    managementApiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const source = () => ({
    apiUrl: `https://${REF}.supabase.co`,
    configFile,
    accessToken: 'sbp_token',
    siteUrl: SITE,
    managementApiUrl,
  })

  it("asks for the project's auth config with the token and judges it by config.toml", async () => {
    answer = { status: 200, body: configured({ password_min_length: 8, mailer_otp_exp: 7200 }) }
    const lines = await checkHostedAuthConfig(source())
    expect(seen).toEqual({
      url: `/v1/projects/${REF}/config/auth`,
      authorization: 'Bearer sbp_token',
    })
    expect(lines.filter((line) => line.status === 'fail').map((line) => line.message)).toEqual([
      expect.stringMatching(/only 8 characters/),
      expect.stringMatching(/work for 2 hours/),
    ])
  })

  it('fails with the reason when the token is refused, and only warns without a token', async () => {
    answer = { status: 401, body: { message: 'Unauthorized' } }
    const [refused] = await checkHostedAuthConfig(source())
    expect(refused).toMatchObject({
      status: 'fail',
      message: expect.stringMatching(/HTTP 401.*token/),
    })
    const [untold] = await checkHostedAuthConfig({ ...source(), accessToken: undefined })
    expect(untold).toMatchObject({
      status: 'warn',
      message: expect.stringMatching(/runbook step 8/),
    })
  })
})
