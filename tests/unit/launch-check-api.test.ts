// @vitest-environment node
/**
 * The launch check's API lines for a hosted project, against a stand-in HTTP server that answers as
 * a misconfigured project would: what the local stack cannot be made to say (a gateway that drops
 * the client address or believes a forged one, verify_jwt refusing a publishable key, sign-up
 * without confirmation, an unused provider switched on).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkAuthSettings, checkClientAddress } from '../../scripts/lib/launch-checks-api'
import { checkFunctions } from '../../scripts/lib/launch-checks-functions'
import type { LaunchTarget } from '../../scripts/lib/launch-target'

type Answer = { status: number; body: unknown }
/** What the stand-in answers, by "METHOD path"; set per test. */
let answers: Record<string, Answer> = {}
let server: Server
let apiUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume()
    const answer = answers[`${req.method} ${req.url}`] ?? {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' })
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

const scratch: string[] = []
afterAll(async () => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const repoRoot = path.resolve(__dirname, '../..')

/** A hosted project as the check sees it, but served by the stand-in. */
function hostedTarget(): LaunchTarget {
  return {
    kind: 'hosted',
    source: 'test',
    apiUrl,
    publishableKey: 'sb_publishable_test',
    repoRoot,
    migrationsDir: path.join(repoRoot, 'supabase/migrations'),
    functionsDir: path.join(repoRoot, 'supabase/functions'),
    configFile: path.join(repoRoot, 'supabase/config.toml'),
  }
}

const probe = (body: unknown): Record<string, Answer> => ({
  'POST /rest/v1/rpc/client_address_probe': { status: 200, body },
})

describe('client address on a hosted project', () => {
  it('fails when the database sees no address: the per-network limits are off', async () => {
    answers = probe({ seen: false, scope: null, matches_candidate: false })
    const result = await checkClientAddress(hostedTarget())
    expect(result.status).toBe('fail')
    expect(result.message).toContain('limits on the forms (100 an hour, 300 a day) are off')
  })

  it('fails when a forged X-Forwarded-For becomes the counted address', async () => {
    answers = probe({ seen: true, scope: 'public', matches_candidate: true })
    const result = await checkClientAddress(hostedTarget())
    expect(result.status).toBe('fail')
    expect(result.message).toContain('a script can choose its own network')
  })

  it('fails when the counted address is a proxy’s private one', async () => {
    answers = probe({ seen: true, scope: 'private', matches_candidate: false })
    expect((await checkClientAddress(hostedTarget())).message).toContain(
      'every visitor would share one limit',
    )
  })

  it('fails naming the migration when the probe does not exist', async () => {
    answers = {}
    expect((await checkClientAddress(hostedTarget())).message).toContain(
      '20251101000000_platform.sql not applied',
    )
  })

  it('passes on a public, unforgeable address', async () => {
    answers = probe({ seen: true, scope: 'public', matches_candidate: false })
    expect((await checkClientAddress(hostedTarget())).status).toBe('pass')
  })
})

describe('functions on a hosted project', () => {
  /** A project with three functions: one behind verify_jwt, one checking callers itself, one more. */
  function projectWithFunctions(): LaunchTarget {
    const dir = mkdtempSync(path.join(tmpdir(), 'launch-check-api-'))
    scratch.push(dir)
    for (const name of ['send-form-notification', 'deliver-notifications', 'send-weekly-digest']) {
      mkdirSync(path.join(dir, 'functions', name), { recursive: true })
      writeFileSync(path.join(dir, 'functions', name, 'index.ts'), '')
    }
    writeFileSync(
      path.join(dir, 'config.toml'),
      '[functions.send-form-notification]\nverify_jwt = true\n\n[functions.deliver-notifications]\nverify_jwt = false\n',
    )
    return {
      ...hostedTarget(),
      functionsDir: path.join(dir, 'functions'),
      configFile: path.join(dir, 'config.toml'),
    }
  }

  it('names a function that is not deployed, and one whose verify_jwt refuses the publishable key', async () => {
    answers = {
      'OPTIONS /functions/v1/send-form-notification': { status: 200, body: 'ok' },
      'POST /functions/v1/send-form-notification': {
        status: 401,
        body: { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
      },
      'OPTIONS /functions/v1/deliver-notifications': { status: 405, body: '' },
    }
    const results = await checkFunctions(projectWithFunctions())
    expect(results.map((result) => result.status)).toEqual(['pass', 'fail', 'fail'])
    expect(results[0]!.message).toContain('Function deliver-notifications: answers (OPTIONS → 405)')
    expect(results[1]!.message).toContain('Function send-form-notification: refuses the site')
    expect(results[1]!.message).toContain('verify_jwt accepts only JWTs')
    expect(results[2]!.message).toContain(
      'Function send-weekly-digest: not found (HTTP 404); deploy it with `npx supabase functions deploy send-weekly-digest`',
    )
  })

  it('passes a verify_jwt function that lets the key through to its own validation', async () => {
    answers = {
      'OPTIONS /functions/v1/send-form-notification': { status: 200, body: 'ok' },
      'POST /functions/v1/send-form-notification': { status: 400, body: { error: 'Invalid' } },
    }
    const [, form] = await checkFunctions(projectWithFunctions())
    expect(form).toMatchObject({ status: 'pass' })
    expect(form!.message).toContain('the platform lets the site')
  })

  it('passes a verify_jwt function that refuses the public key itself (one for signed-in reviewers)', async () => {
    answers = {
      'OPTIONS /functions/v1/send-form-notification': { status: 200, body: 'ok' },
      'POST /functions/v1/send-form-notification': {
        status: 401,
        body: { error: 'Only an admin may manage reviewers' },
      },
    }
    const [, form] = await checkFunctions(projectWithFunctions())
    expect(form).toMatchObject({ status: 'pass' })
  })

  it('names a function that does not boot', async () => {
    answers = {
      'OPTIONS /functions/v1/deliver-notifications': {
        status: 503,
        body: { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
      },
    }
    const [worker] = await checkFunctions(projectWithFunctions())
    expect(worker!.status).toBe('fail')
    expect(worker!.message).toContain('it does not boot')
  })
})

describe('manage-reviewers, checked as the desk calls it', () => {
  function projectWithManageReviewers(reviewerToken?: string): LaunchTarget {
    const dir = mkdtempSync(path.join(tmpdir(), 'launch-check-desk-'))
    scratch.push(dir)
    mkdirSync(path.join(dir, 'functions', 'manage-reviewers'), { recursive: true })
    writeFileSync(path.join(dir, 'functions', 'manage-reviewers', 'index.ts'), '')
    writeFileSync(
      path.join(dir, 'config.toml'),
      '[functions.manage-reviewers]\nverify_jwt = false\n',
    )
    return {
      ...hostedTarget(),
      reviewerToken,
      functionsDir: path.join(dir, 'functions'),
      configFile: path.join(dir, 'config.toml'),
    }
  }

  it('without a reviewer’s token it is only a ! that says what to pass, never a probe with the site’s key', async () => {
    answers = { 'OPTIONS /functions/v1/manage-reviewers': { status: 200, body: 'ok' } }
    const [line] = await checkFunctions(projectWithManageReviewers())
    expect(line).toMatchObject({ status: 'warn' })
    expect(line!.message).toContain('pass --reviewer-token')
  })

  it('fails when the platform refuses the reviewer’s token (verify_jwt on with signing keys)', async () => {
    answers = {
      'OPTIONS /functions/v1/manage-reviewers': { status: 200, body: 'ok' },
      'POST /functions/v1/manage-reviewers': {
        status: 401,
        body: { code: 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM', message: 'Invalid JWT' },
      },
    }
    const [line] = await checkFunctions(projectWithManageReviewers('reviewer.jwt.token'))
    expect(line).toMatchObject({ status: 'fail' })
    expect(line!.message).toContain('deploy it with verify_jwt = false')
  })

  it('passes when the function accepts the reviewer', async () => {
    answers = {
      'OPTIONS /functions/v1/manage-reviewers': { status: 200, body: 'ok' },
      'POST /functions/v1/manage-reviewers': { status: 200, body: { status: 'ready' } },
    }
    const [line] = await checkFunctions(projectWithManageReviewers('reviewer.jwt.token'))
    expect(line).toMatchObject({ status: 'pass' })
  })
})

describe('auth settings on a hosted project', () => {
  const settings = (overrides: Record<string, unknown>) => ({
    'GET /auth/v1/settings': {
      status: 200,
      body: {
        external: { email: true, phone: false, google: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: false,
        ...overrides,
      },
    },
  })

  it('fails when sign-up needs no e-mail confirmation', async () => {
    answers = settings({ mailer_autoconfirm: true })
    const [confirmation] = await checkAuthSettings(hostedTarget())
    expect(confirmation!.status).toBe('fail')
    expect(confirmation!.message).toContain('turn on "Confirm email"')
  })

  it('fails when a provider the site does not offer, or anonymous sign-ins, are on', async () => {
    answers = settings({ external: { email: true, google: true, anonymous_users: true } })
    const providers = (await checkAuthSettings(hostedTarget()))[1]!
    expect(providers.status).toBe('fail')
    expect(providers.message).toContain('google, anonymous sign-ins')
  })

  it('passes confirmations on and e-mail only, and without an access token names the settings to read by hand', async () => {
    answers = settings({})
    const results = await checkAuthSettings(hostedTarget())
    expect(results.map((result) => result.status)).toEqual(['pass', 'pass', 'warn'])
    expect(results[2]!.message).toContain('password minimum, TOTP, Site URL and redirect URLs')
  })
})
