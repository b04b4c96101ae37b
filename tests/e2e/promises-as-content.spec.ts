/**
 * What the site promises once a form is sent is the team's to change, in the same visit as the
 * page that promises it: an editor searches "5-7 business days", finds the coach application page,
 * the terms, and the confirmation and acknowledgement e-mail that promise it, changes the
 * confirmation's steps and notice, and publishes them on their own. An applicant on the published
 * site then sees the new words on the confirmation and gets them in the acknowledgement e-mail.
 */
import { uniqueEmail } from '../support/factories'
import { expect, openSiteSection, stackEnv, test, SITE_DRAFT_LOCK } from './fixtures'
import { fillCoachApplication } from './intake-answers'

test.skip(
  !stackEnv || !process.env.TEST_STACK_SITE_URL,
  'needs the throwaway stack and its site host',
)
test.describe.configure({ lock: SITE_DRAFT_LOCK })

const siteUrl = process.env.TEST_STACK_SITE_URL ?? ''
// A build takes one to three minutes on a busy machine.
const BUILD_TIMEOUT = 6 * 60_000
const oldStep = 'You hear our decision within 5-7 business days.'
const newStep = 'You hear our decision within 1-2 weeks.'
const newNotice = "We've received your AI Coach application. You'll hear from us within 1-2 weeks."
// The e-mail's own sentence, with the team's address where its placeholder stands.
const newQuestions = 'Any question about your application? Write to {address} or reply.'

test('an editor changes what the coach application promises, and an applicant is promised the new words on the page and in the e-mail', async ({
  page,
  browser,
  editor,
  inbox,
  forgetSubmissionsFrom,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT)

  await test.step('the editor signs in and opens the Site section', async () => {
    await openSiteSection(page, editor)
  })

  await test.step('“5-7 business days” finds the page, the terms, the confirmation and the e-mail', async () => {
    const search = page.getByRole('search', { name: 'Find words in the site' })
    await search.getByLabel('Words to find').fill('5-7 business days')
    await search.getByRole('button', { name: 'Find' }).click()
    const found = page.getByRole('list', { name: 'Places found' }).getByRole('button')
    await expect(found.filter({ hasText: '/ai-coach-application' }).first()).toBeVisible()
    await expect(found.filter({ hasText: '/terms-of-service' })).toHaveCount(1)
    const promise = found.filter({
      hasText: 'Confirmations and e-mails › AI Coach application › What happens next',
    })
    await expect(promise).toHaveCount(1)
    await promise.click()
    const steps = page.getByLabel(
      'What happens next (on the confirmation and in the acknowledgement e-mail)',
    )
    await expect(steps.first()).toBeFocused()
  })

  const form = page.getByRole('form', { name: 'AI Coach application: confirmation and e-mail' })

  await test.step('a notice left empty is refused beside its field, and nothing typed is lost', async () => {
    const steps = form.getByLabel('What happens next', { exact: false })
    await steps.fill((await steps.inputValue()).replace(oldStep, newStep))
    await form.getByLabel('Notice sentence').fill('')
    await form.getByRole('button', { name: 'Save AI Coach application messages' }).click()
    await expect(form.getByLabel('Notice sentence')).toBeFocused()
    await expect(form.getByLabel('Notice sentence')).toHaveAccessibleDescription(
      'Enter the notice’s sentence, for example We’ll get back to you soon.',
    )
    await expect(steps).toHaveValue(new RegExp(newStep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  })

  await test.step('an e-mail sentence that lost its placeholder is refused, saying what goes there', async () => {
    const questions = form.getByLabel('Acknowledgement e-mail: questions')
    await questions.fill('Any question about your application? Reply to this e-mail.')
    await form.getByRole('button', { name: 'Save AI Coach application messages' }).click()
    await expect(questions).toHaveAccessibleDescription(
      /Keep \{address\} in the sentence: the e-mail puts the team’s e-mail address there/,
    )
    await questions.fill(newQuestions)
  })

  await test.step('the new words are saved and published on their own', async () => {
    await form.getByLabel('Notice sentence').fill(newNotice)
    await form.getByRole('button', { name: 'Save AI Coach application messages' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText('Confirmations and e-mails')
    await expect(confirm).toContainText('1-2 weeks')
    await confirm.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  await test.step('an applicant on the published site is promised the new words, on the page and by e-mail', async () => {
    const visitor = await browser.newPage({ baseURL: siteUrl })
    const email = uniqueEmail('e2e-promise')
    forgetSubmissionsFrom(email)
    const lastName = `Promise${Date.now().toString(36)}`
    await visitor.goto('/')
    await visitor.getByRole('link', { name: 'Apply to Train' }).first().click()
    await fillCoachApplication(visitor, {
      email,
      lastName,
      why: 'I want to help Idaho teachers use AI tools with confidence.',
      experience: 'Twelve years of classroom teaching and three years of district workshops.',
    })
    await visitor.getByRole('button', { name: 'Continue' }).click()
    await visitor.getByRole('button', { name: 'Submit Application' }).click()
    const confirmation = visitor.getByRole('main').getByRole('status').first()
    await expect(confirmation).toContainText(newNotice)
    await expect(confirmation.getByRole('listitem').last()).toHaveText(newStep)
    await expect(confirmation).not.toContainText('5-7 business days')

    const mail = await inbox.findTo(email, 'acknowledgement')
    expect(mail.text).toContain(newStep)
    expect(mail.text).not.toContain('5-7 business days')
    expect(mail.text).toMatch(/Any question about your application\? Write to \S+@\S+ or reply\./)
    expect(mail.text).not.toContain('Questions? Reply to this e-mail')
    await visitor.close()
  })
})
