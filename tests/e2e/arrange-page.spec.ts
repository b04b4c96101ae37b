/**
 * Editors change a page's structure, not only its words: on /about (a page arranged by its editors)
 * an editor adds a questions-and-answers block, moves it above "Our Story", previews the page,
 * publishes the pages, and the prerendered /about the local site host serves shows the questions
 * first. The confirmation names the change on /about. /about is also published in Spanish, so the
 * draft takes the block once its Spanish is written beside it.
 */
import { expect, openSiteSection, stackEnv, test, SITE_DRAFT_LOCK } from './fixtures'

test.skip(
  !stackEnv || !process.env.TEST_STACK_SITE_URL,
  'needs the throwaway stack and its site host',
)
test.describe.configure({ lock: SITE_DRAFT_LOCK })

const siteUrl = process.env.TEST_STACK_SITE_URL ?? ''
// A build takes one to three minutes on a busy machine.
const BUILD_TIMEOUT = 6 * 60_000
const route = '/about'

test('an editor adds a questions block to /about, moves it above Our Story, previews and publishes it', async ({
  page,
  editor,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT)
  const heading = `Questions people ask ${Date.now().toString(36)}`
  const question = 'Who runs the Idaho AI Alliance?'
  const answer = 'A public-benefit corporation, with partners in every region.'

  await test.step('the editor signs in, opens the Site section and chooses /about', async () => {
    await openSiteSection(page, editor)
    await page.getByLabel('Page', { exact: true }).selectOption(route)
  })

  const form = page.getByRole('form', { name: `Words of ${route}` })
  await test.step('add a questions-and-answers block at the end, and fill it in', async () => {
    await form.getByLabel('Kind of block').selectOption({ label: 'Questions and answers' })
    await form.getByRole('button', { name: 'Add the block' }).click()
    const added = form.getByRole('group', { name: 'Questions and answers', exact: true })
    await expect(added.getByLabel('Heading')).toBeFocused()
    await added.getByLabel('Heading').fill(heading)
    // The block is named by its heading from now on.
    const named = form.getByRole('group', {
      name: `Questions and answers: ${heading}`,
      exact: true,
    })
    await named.getByLabel('Question', { exact: true }).fill(question)
    await named.getByLabel('Answer', { exact: true }).fill(answer)
  })

  await test.step('move it up until it stands above Our Story', async () => {
    const name = `Questions and answers: ${heading}`
    const moveUp = form.getByRole('button', { name: `Move ${name} up` })
    while (await moveUp.isEnabled()) await moveUp.click()
    // The blocks in the form's order: the top of the page, the questions, then Our Story.
    const order = await form
      .locator('fieldset[data-block-id]')
      .evaluateAll((blocks) => blocks.map((block) => block.querySelector('legend')?.textContent))
    expect(order.slice(0, 3)).toEqual([
      expect.stringMatching(/^Top of the page/),
      name,
      'Text section: Our Story',
    ])
  })

  await test.step('/about is published in Spanish: the save asks for the new block’s Spanish first', async () => {
    await form.getByRole('button', { name: 'Save the page' }).click()
    await expect(form.getByRole('radio', { name: 'Spanish' })).toBeChecked()
    const spanish = {
      title: 'Preguntas frecuentes',
      'items.0.question': '¿Quién dirige la Alianza de IA de Idaho?',
      'items.0.answer': 'Una corporación de beneficio público, con socios en cada región.',
    }
    for (const [field, words] of Object.entries(spanish)) {
      const text = form.locator(`[data-address="blocks.faq.${field}"]`)
      await expect(text.getByText(/^Missing/)).toBeVisible()
      await text.locator('[lang="es"]').fill(words)
    }
    await form.getByRole('button', { name: 'Save the page' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
  })

  await test.step('the preview shows the questions before Our Story', async () => {
    await page.getByRole('button', { name: 'Preview' }).click()
    const phone = page.frameLocator(`iframe[title="Preview of ${route} at phone width"]`)
    const headings = phone.getByRole('heading', { level: 2 })
    await expect(headings.first()).toHaveText(heading)
    await expect(headings.nth(1)).toHaveText('Our Story')
  })

  await test.step('publish the pages: the confirmation names the change on /about', async () => {
    const parts = page.getByRole('group', { name: 'What to publish' })
    await expect(parts.getByRole('checkbox', { name: /^Pages/ })).toBeChecked()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText(route)
    await expect(confirm).toContainText(heading)
    await confirm.getByRole('button', { name: 'Publish' }).click()
    // Closed once the desk has read the new publication back (the state is then about it).
    await expect(confirm).toBeHidden()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  await test.step('a visitor reads the questions first on the served /about', async () => {
    await page.goto(`${siteUrl}${route}`)
    const headings = page.getByRole('heading', { level: 2 })
    await expect(headings.first()).toHaveText(heading)
    await expect(headings.nth(1)).toHaveText('Our Story')
    await expect(page.getByText(answer)).toBeAttached()
  })
})
