/**
 * An announcement's picture (issue 33, item 6), on the throwaway stack and its local static host:
 * an editor adds an announcement in Site › News, chooses a picture file (an SVG is refused beside
 * the field first, nothing typed lost), sees it previewed, writes its alt text and publishes; the
 * prerendered /news the host serves shows the picture as a static, sized image copied into the
 * site, with its alt text: the served HTML points at the site's own copy, never at Supabase, and
 * the visitor's browser asks Supabase for nothing.
 */
import { makePngLogo, makeSvgWithScript } from '../support/factories'
import { expect, openSiteSection, stackEnv, test, SITE_DRAFT_LOCK } from './fixtures'

test.skip(
  !stackEnv || !process.env.TEST_STACK_SITE_URL,
  'needs the throwaway stack and its site host',
)
test.describe.configure({ lock: SITE_DRAFT_LOCK })

const siteUrl = process.env.TEST_STACK_SITE_URL ?? ''
// A build takes one to three minutes on a busy machine.
const BUILD_TIMEOUT = 6 * 60_000

test('an editor uploads an announcement’s picture with its alt text, publishes, and /news serves it as a sized static image', async ({
  page,
  editor,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT)
  const picture = makePngLogo({ width: 320, height: 180, name: 'workshop.png' })
  const title = `Workshop photos ${Date.now().toString(36)}`
  const alt = 'Students training a model at the Boise workshop'

  await test.step('the editor signs in and opens the Site section', async () => {
    await openSiteSection(page, editor)
  })

  const form = page.getByRole('form', { name: 'Add an announcement' })
  await test.step('an SVG is refused beside the picture field; nothing typed is lost', async () => {
    await form.getByLabel('Title', { exact: true }).fill(title)
    await form.getByLabel('Summary').fill('Photos from the first statewide workshop.')
    await form.getByLabel('Text', { exact: true }).fill('Forty students took part.')
    const svg = makeSvgWithScript()
    await form.getByLabel('Picture (optional)').setInputFiles({
      name: svg.name,
      mimeType: svg.type,
      buffer: svg.bytes,
    })
    await expect(form.getByLabel('Picture (optional)')).toHaveAccessibleDescription(
      /SVG pictures are not accepted/,
    )
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title)
  })

  await test.step('a PNG is previewed; without alt text it is refused, with it saved', async () => {
    await form.getByLabel('Picture (optional)').setInputFiles({
      name: picture.name,
      mimeType: 'image/png',
      buffer: picture.bytes,
    })
    await expect(form.getByRole('img', { name: 'Preview for this announcement' })).toBeVisible()
    await form.getByRole('button', { name: 'Add the announcement to the draft' }).click()
    const altField = form.getByLabel('Picture’s alt text')
    await expect(altField).toBeFocused()
    await expect(altField).toHaveAccessibleDescription(/Enter what the picture shows/)
    await altField.fill(alt)
    await form.getByRole('button', { name: 'Add the announcement to the draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible()
  })

  await test.step('publish after the confirmation that names the announcement', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText(title)
    await confirm.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  await test.step('the served /news holds the picture as the site’s own sized copy', async () => {
    const html = await (await fetch(`${siteUrl}/news`)).text()
    const img = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(img).toMatch(/src="\/news-images\/[0-9a-f-]+\.png"/)
    expect(img).toContain('width="320"')
    expect(img).toContain('height="180"')
    expect(html).not.toContain('/storage/v1/')
    const src = /src="([^"]+)"/.exec(img)![1]!
    const copy = await fetch(`${siteUrl}${src}`)
    expect(copy.status).toBe(200)
    expect(Buffer.from(await copy.arrayBuffer()).equals(picture.bytes)).toBe(true)
  })

  await test.step('a visitor reaches /news from the home page and sees the picture', async () => {
    const supabaseRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/')) supabaseRequests.push(request.url())
    })
    await page.goto(`${siteUrl}/`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL(`${siteUrl}/news`)
    const shown = page.getByRole('article', { name: title }).getByRole('img', { name: alt })
    await shown.scrollIntoViewIfNeeded()
    await expect(shown).toHaveJSProperty('naturalWidth', 320)
    expect(supabaseRequests).toEqual([])
  })
})
