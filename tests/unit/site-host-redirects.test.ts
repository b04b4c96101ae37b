// @vitest-environment node
/**
 * The static hosts (stack/site-host/static-files.ts, scripts/preview.ts) serve the page prerendered
 * with a subject for `/contact?subject=…` by Netlify's query-parameter rewrites in dist/_redirects,
 * while the address stays; anything else gets the plain page.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchRedirect, parseRedirects } from '../../stack/site-host/redirects'
import { serveBuild } from '../../stack/site-host/static-files'

const rulesText = [
  '# preselected subjects',
  '/contact subject=request-training /contact/subject/request-training/index.html 200!',
  '/contact type=partner /contact/subject/partnership/index.html 200!',
  '/old-news /news 301',
  '/about ref=:any /about/thanks/index.html 200',
  '',
].join('\n')

describe('parseRedirects and matchRedirect (Netlify _redirects)', () => {
  const rules = parseRedirects(rulesText)
  const match = (address: string, isFile = true) =>
    matchRedirect(rules, new URL(address, 'https://example.org'), isFile)?.to ?? null

  it('reads the path, the query conditions, the target, the status and the force flag', () => {
    expect(rules).toHaveLength(4)
    expect(rules[0]).toEqual({
      from: '/contact',
      query: [['subject', 'request-training']],
      to: '/contact/subject/request-training/index.html',
      status: 200,
      force: true,
    })
    expect(rules[2]).toMatchObject({ status: 301, force: false, query: [] })
  })

  it('applies a rule only when the request has the parameter with that value', () => {
    expect(match('/contact?subject=request-training')).toBe(
      '/contact/subject/request-training/index.html',
    )
    expect(match('/contact/?subject=request-training')).toBe(
      '/contact/subject/request-training/index.html',
    )
    expect(match('/contact?subject=request-training&utm_campaign=flyer')).toBe(
      '/contact/subject/request-training/index.html',
    )
    expect(match('/contact?type=partner')).toBe('/contact/subject/partnership/index.html')
    expect(match('/contact')).toBeNull()
    expect(match('/contact?subject=free-money')).toBeNull()
    expect(match('/about-us?subject=request-training')).toBeNull()
  })

  it('lets an existing file shadow a rule that is not forced; a placeholder takes any value', () => {
    expect(match('/about?ref=x', true)).toBeNull()
    expect(match('/about?ref=x', false)).toBe('/about/thanks/index.html')
    expect(match('/about', false)).toBeNull()
  })
})

describe('the local site host serves the query page for /contact?subject=…', () => {
  let dir: string
  let server: Server
  let origin: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-host-redirects-'))
    const page = async (file: string, body: string) => {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await writeFile(path.join(dir, file), body)
    }
    await page('contact/index.html', '<select><option value="" selected>Select a subject')
    await page(
      'contact/subject/request-training/index.html',
      '<select><option value="request-training" selected>Request Training',
    )
    await page('404.html', 'Not found')
    await writeFile(path.join(dir, '_redirects'), rulesText)
    server = createServer((req, res) => void serveBuild(dir, req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await rm(dir, { recursive: true, force: true })
  })

  it('answers /contact?subject=request-training with that page, status 200 and no redirect', async () => {
    const response = await fetch(`${origin}/contact?subject=request-training`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('value="request-training" selected')
  })

  it('answers /contact and an unknown subject with the plain page', async () => {
    for (const address of ['/contact', '/contact?subject=free-money']) {
      const response = await fetch(`${origin}${address}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('Select a subject')
    }
  })

  it('answers a redirect rule with its status and Location, keeping the query string', async () => {
    const response = await fetch(`${origin}/old-news?utm_source=x`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/news?utm_source=x')
  })

  it('does not serve _redirects itself', async () => {
    expect((await fetch(`${origin}/_redirects`)).status).toBe(404)
  })
})
