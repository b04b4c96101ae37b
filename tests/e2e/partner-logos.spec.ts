/**
 * A partner with a logo, on the throwaway stack and its local static host: an
 * editor adds a partner with a PNG logo and its alt text in the desk (an SVG is refused in the
 * browser first), publishes, and the prerendered /partners the host serves lists the partner
 * with the logo as a static, sized image copied into the site: the served HTML, before any
 * script, points at the site's own copy, never at Supabase.
 */
import { makePngLogo, makeSvgWithScript } from '../support/factories'
import {
  expect,
  expectServedStaticImage,
  openSiteSection,
  stackEnv,
  test,
  SITE_DRAFT_LOCK,
} from './fixtures'

test.skip(
  !stackEnv || !process.env.TEST_STACK_SITE_URL,
  'needs the throwaway stack and its site host',
)
test.describe.configure({ lock: SITE_DRAFT_LOCK })

const siteUrl = process.env.TEST_STACK_SITE_URL ?? ''
const BUILD_TIMEOUT = 6 * 60_000

test('an editor adds a partner with a logo, publishes, and /partners serves it as a sized static image', async ({
  page,
  editor,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT)
  const logo = makePngLogo({ width: 120, height: 40 })
  const partnerName = `Gem State Robotics ${crypto.randomUUID().slice(0, 6)}`

  await test.step('an editor signs in to the Site section', async () => {
    await openSiteSection(page, editor)
  })

  const form = page.getByRole('form', { name: 'Add a partner' })
  await test.step('an SVG logo is refused before anything is uploaded', async () => {
    const svg = makeSvgWithScript()
    await form.getByLabel(/^Logo/).setInputFiles({
      name: svg.name,
      mimeType: svg.type,
      buffer: svg.bytes,
    })
    await expect(form.getByLabel(/^Logo/)).toHaveAccessibleDescription(/SVG logos are not accepted/)
  })

  await test.step('a logo without alt text is refused with the schema’s message', async () => {
    await form.getByLabel('Partner name').fill(partnerName)
    await form.getByLabel('Tier').selectOption('Community')
    await form.getByLabel('Partner website').fill('https://example.org/gem-state-robotics')
    await form.getByLabel(/^Logo/).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logo.bytes,
    })
    await expect(form.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible()
    await form.getByRole('button', { name: 'Add the partner to the draft' }).click()
    const alt = form.getByLabel(/^Logo alt text/)
    await expect(alt).toHaveAccessibleDescription(/The logo’s alt text/)
    await expect(alt).toBeFocused()
    await expect(form.getByLabel('Partner name')).toHaveValue(partnerName)
  })

  await test.step('with its alt text the partner and logo go into the draft', async () => {
    await form.getByLabel(/^Logo alt text/).fill('Gem State Robotics logo')
    await form.getByRole('button', { name: 'Add the partner to the draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Partners' }).getByRole('img', {
        name: 'Gem State Robotics logo',
      }),
    ).toBeVisible()
  })

  await test.step('publish: the served /partners lists the partner with its static logo', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    // Publish asks once, saying what changes, so nothing goes live by mistake.
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText(`Added partner “${partnerName}”`)
    await confirm.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
    await expect(page.getByTestId('publication-state')).toHaveText('Building the pages')
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
    const response = await fetch(`${siteUrl}/partners`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Our partners')
    expect(html).toContain(partnerName)
    await expectServedStaticImage(siteUrl, html, {
      alt: 'Gem State Robotics logo',
      folder: 'partner-logos',
      width: 120,
      height: 40,
      bytes: logo.bytes,
    })
  })
})
