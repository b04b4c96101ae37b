import type { Locator, Page } from '@playwright/test'
import { paths } from '@/config/paths'
import { uniqueEmail } from '../support/factories'
import { expect, stackEnv, test } from './fixtures'
import { choose, fillCoachApplication, textbox } from './intake-answers'

/**
 * The three intake forms as a visitor uses them, against the throwaway stack: fill by label and
 * role, submit, see the exact success toast, find the stored row in PostgreSQL and the escaped
 * notification in the local inbox; submit empty and see every inline message; lose the network
 * mid-test and see the failure toast with everything still typed.
 */

test.skip(!stackEnv, 'needs TEST_STACK_DB_URL and TEST_STACK_INBOX_URL (npm test sets them)')

/** In the last names of this run's submissions, so each test finds its own notification. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** Typed into a free-text field of each form: must reach the inbox escaped and the row verbatim. */
const HOSTILE = `<script>alert("x")</script> & 'quotes'`

function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ })
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = toastRegion(page).getByRole('listitem').filter({ hasText: title })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(description)
}

/**
 * A send's outcome, said once, so a screen reader hears it once: the confirmation at the top of the
 * form holds the success words, or the reason stands next to the button; no toast repeats either.
 */
async function expectConfirmation(page: Page, title: string, description: string) {
  const confirmation = page.getByRole('main').getByRole('status').filter({ hasText: title })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toContainText(description)
  await expect(toastRegion(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(0)
}

async function expectSendRefused(page: Page, reason: string) {
  const message = page.getByRole('main').getByRole('alert').filter({ hasText: reason })
  await expect(message).toBeVisible()
  await expect(
    toastRegion(page).getByRole('listitem').filter({ hasText: 'Submission Error' }),
  ).toHaveCount(0)
}

/** The option a native <select> shows as chosen. */
function selectedOption(page: Page, label: RegExp) {
  return page.getByRole('combobox', { name: label }).locator('option:checked')
}

function expectEscaped(mail: { to: string[]; html: string | null; text: string }) {
  expect(mail.to).toContain('notifications@idaho-ai-alliance.local')
  expect(mail.html).toContain(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
  )
  expect(mail.html).not.toContain('<script>')
  expect(mail.text).toContain(HOSTILE)
}

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) {
    await expect(page.getByText(message, { exact: true }).first(), message).toBeVisible()
  }
}

test.describe('contact form', () => {
  async function fillContact(page: Page, email: string, lastName: string) {
    await textbox(page, 'First name').fill('Jane')
    await textbox(page, 'Last name').fill(lastName)
    await textbox(page, 'Email').fill(email)
    await textbox(page, 'Phone').fill('208-555-0100')
    await choose(page, /^Organization type/, 'Business')
    await textbox(page, 'Organization name').fill(HOSTILE)
    await choose(page, /^Subject/, 'General Inquiry')
    await textbox(page, 'Message').fill('We would like to learn more about the alliance.')
  }

  test('a visitor sends a message: toast, stored row, escaped e-mail', async ({
    page,
    open,
    query,
    inbox,
    forgetSubmissionsFrom,
  }) => {
    const email = uniqueEmail('e2e-contact')
    forgetSubmissionsFrom(email)
    const lastName = `Contact${run}`
    await open(paths.contact)
    await fillContact(page, email, lastName)
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expectConfirmation(
      page,
      'Message Sent!',
      "We'll get back to you within 1-2 business days.",
    )
    // The confirmation panel stands in for the fields; "Send another" brings them back.
    const confirmation = page.getByRole('form', { name: 'Contact form' }).getByRole('status')
    await expect(confirmation).toBeFocused()
    await expect(confirmation).toContainText('Your reference')
    await page.getByRole('button', { name: 'Send another' }).click()
    await expect(textbox(page, 'First name')).toHaveValue('')

    const rows = await query(
      'select first_name, last_name, organization_type, organization_name, subject, status from public.contact_submissions where email = $1',
      [email],
    )
    expect(rows).toEqual([
      {
        first_name: 'Jane',
        last_name: lastName,
        organization_type: 'business',
        organization_name: HOSTILE,
        subject: 'general',
        status: 'new',
      },
    ])
    const mail = await inbox.find('reviewer-notification', lastName)
    expect(mail.replyTo).toContain(email)
    expectEscaped(mail)
  })

  test('the subject is preselected from the link', async ({ page, open }) => {
    await open(`${paths.contact}?subject=request-training`)
    await expect(selectedOption(page, /^Subject/)).toHaveText('Request Training')
    await open(`${paths.contact}?type=partner`)
    await expect(selectedOption(page, /^Subject/)).toHaveText('Partnership Opportunities')
  })

  test('submitting it empty shows every inline message', async ({ page, open }) => {
    await open(paths.contact)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Validation Error', 'Please check the form for errors and try again.')
    await expectMessages(page, [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Please select an organization type',
      'Organization name is required',
      'Please select a subject',
      'Message must be at least 10 characters',
    ])
    await expect(page.getByRole('group', { name: 'There is a problem' })).toBeFocused()
  })

  test('a phone number is counted by its digits: ten characters with eight digits are refused', async ({
    page,
    open,
  }) => {
    await open(paths.contact)
    await fillContact(page, uniqueEmail('e2e-contact-digits'), 'Digits')
    await textbox(page, 'Phone').fill('208-555-01')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(textbox(page, 'Phone')).toHaveAccessibleDescription('Phone number is required')
    await expect(page.getByRole('group', { name: 'There is a problem' })).toBeFocused()
  })

  test('on a phone the Validation Error toast covers no field, and goes at the first edit', async ({
    page,
    open,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(paths.contact)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toast = toastRegion(page).getByRole('listitem').filter({ hasText: 'Validation Error' })
    await expect(toast).toBeVisible()
    const summary = page.getByRole('group', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    // Whatever is on screen once the summary has scrolled to the top: nothing under the toast.
    const toastBox = await toast.boundingBox()
    expect(toastBox).not.toBeNull()
    const onScreen = page
      .getByRole('form', { name: 'Contact form' })
      .locator('input:not([tabindex="-1"]), select, textarea, [data-error-summary]')
    for (const element of await onScreen.all()) {
      const box = await element.boundingBox()
      if (!box || box.y > 844 || box.y + box.height < 0) continue
      const overlaps =
        box.y < toastBox!.y + toastBox!.height &&
        toastBox!.y < box.y + box.height &&
        box.x < toastBox!.x + toastBox!.width &&
        toastBox!.x < box.x + box.width
      expect(
        overlaps,
        `the toast covers ${await element.evaluate((e) => e.outerHTML.slice(0, 80))}`,
      ).toBe(false)
    }
    await textbox(page, 'First name').fill('Jane')
    await expect(toast).toHaveCount(0)
  })

  test('a lost connection shows Submission Error and keeps everything typed', async ({
    page,
    open,
    query,
    forgetSubmissionsFrom,
  }) => {
    const email = uniqueEmail('e2e-contact')
    forgetSubmissionsFrom(email)
    await open(paths.contact)
    await fillContact(page, email, 'Offline')
    await page.route('**/rest/v1/**', (route) => route.abort())
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expectSendRefused(page, 'We could not reach our server.')
    await expect(textbox(page, 'Email')).toHaveValue(email)
    await expect(textbox(page, 'Message')).toHaveValue(
      'We would like to learn more about the alliance.',
    )
    await expect(selectedOption(page, /^Subject/)).toHaveText('General Inquiry')
    expect(
      await query('select 1 from public.contact_submissions where email = $1', [email]),
    ).toEqual([])
  })
})

test.describe('AI Coach application', () => {
  const WHY = `${HOSTILE} I want to help Idaho teachers use AI tools with confidence.`
  const EXPERIENCE = 'Twelve years of classroom teaching and three years of district workshops.'

  const fillApplication = (page: Page, email: string, lastName: string) =>
    fillCoachApplication(page, { email, lastName, why: WHY, experience: EXPERIENCE })

  test('an applicant applies: toast, stored row with the mapped fields, escaped e-mail', async ({
    page,
    open,
    query,
    inbox,
    forgetSubmissionsFrom,
  }) => {
    const email = uniqueEmail('e2e-coach')
    forgetSubmissionsFrom(email)
    const lastName = `Coach${run}`
    await open(paths.aiCoachApplication)
    await fillApplication(page, email, lastName)
    await expect(page.getByText(`${WHY.length}/1000`)).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(
      page.getByRole('heading', { name: 'Check your answers before sending your application' }),
    ).toBeFocused()
    await page.getByRole('button', { name: 'Submit Application' }).click()

    await expectConfirmation(
      page,
      'Application Submitted!',
      "We've received your AI Coach application. You'll hear from us within 5-7 business days.",
    )
    await page.getByRole('button', { name: 'Send another' }).click()
    await expect(textbox(page, 'Why do you want to become an AI Coach?')).toHaveValue('')

    const rows = await query(
      `select first_name, last_name, phone, city, region, organization, title, experience,
              ai_experience, teaching_experience, availability, motivation, status
         from public.coach_applications where email = $1`,
      [email],
    )
    expect(rows).toEqual([
      {
        first_name: 'Maria',
        last_name: lastName,
        phone: '(208) 555-0142',
        city: 'Coeur d’Alene',
        region: 'north',
        organization: 'High school science teacher',
        title: 'High school science teacher',
        experience: EXPERIENCE,
        ai_experience: 'beginner',
        teaching_experience: 'Yes',
        availability: 'full-time',
        motivation: WHY,
        status: 'pending',
      },
    ])
    const mail = await inbox.find('reviewer-notification', lastName)
    expectEscaped(mail)
    expect(mail.text).toContain('Region: North Idaho (Panhandle)')
  })

  test('submitting it empty shows every inline message', async ({ page, open }) => {
    await open(paths.aiCoachApplication)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expectToast(page, 'Validation Error', 'Please check the form for errors and try again.')
    await expectMessages(page, [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'City is required',
      'Please select your region',
      'Current occupation is required',
      'Please select your availability',
      'Please select your technical comfort level',
      'Please provide at least 50 characters',
      'You must agree to the terms',
      'Please say whether you have teaching or training experience',
    ])
    // Each long answer's inline message keeps the spec's words; the summary names the field.
    await expect(
      page.getByText('Please provide at least 50 characters', { exact: true }),
    ).toHaveCount(2)
    const summary = page.getByRole('group', { name: 'There is a problem' })
    await expect(
      summary.getByRole('link', {
        name: 'Why you want to become an AI Coach: please provide at least 50 characters',
      }),
    ).toBeVisible()
    await expect(
      summary.getByRole('link', {
        name: 'Relevant experience: please provide at least 50 characters',
      }),
    ).toBeVisible()
  })

  test('a lost connection keeps the application, and the long answers survive a reload', async ({
    page,
    open,
    forgetSubmissionsFrom,
  }) => {
    const email = uniqueEmail('e2e-coach')
    forgetSubmissionsFrom(email)
    await open(paths.aiCoachApplication)
    await fillApplication(page, email, 'Offline')
    await page.route('**/rest/v1/**', (route) => route.abort())
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Submit Application' }).click()

    await expectSendRefused(page, 'We could not reach our server.')
    // Still on the check page, every answer kept; Change leads back to the filled-in fields.
    await expect(
      page.getByRole('region', { name: 'Check your answers before sending your application' }),
    ).toContainText(email)
    await page.getByRole('link', { name: 'Change email' }).click()
    await expect(textbox(page, 'Email')).toHaveValue(email)
    await expect(textbox(page, 'Why do you want to become an AI Coach?')).toHaveValue(WHY)
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked()

    await page.unroute('**/rest/v1/**')
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(textbox(page, 'Why do you want to become an AI Coach?')).toHaveValue(WHY)
    await expect(textbox(page, 'Relevant experience')).toHaveValue(EXPERIENCE)
  })
})

test.describe('alliance registration', () => {
  async function fillRegistration(page: Page, email: string, lastName: string) {
    await textbox(page, 'First name').fill('Sam')
    await textbox(page, 'Last name').fill(lastName)
    await textbox(page, 'Email').fill(email)
    await textbox(page, 'Organization (required)').fill(HOSTILE)
    await choose(page, /^Organization type/, 'Nonprofit')
    await textbox(page, 'Title or role').fill('Program Director')
    await page.getByRole('checkbox', { name: 'Statewide events' }).check()
    await page.getByRole('checkbox', { name: 'Sponsorship' }).check()
  }

  test('an organization registers: toast, stored row, escaped e-mail', async ({
    page,
    open,
    query,
    inbox,
    forgetSubmissionsFrom,
  }) => {
    const email = uniqueEmail('e2e-alliance')
    forgetSubmissionsFrom(email)
    const lastName = `Alliance${run}`
    await open(paths.joinAlliance)
    await fillRegistration(page, email, lastName)
    await page.getByRole('button', { name: 'Join the Alliance' }).click()

    await expectConfirmation(
      page,
      'Registration Received!',
      "Welcome to the Idaho AI Alliance. We'll get back to you within 1-2 business days.",
    )
    const rows = await query(
      'select organization, organization_type, title, interests, phone, message, status from public.alliance_registrations where email = $1',
      [email],
    )
    expect(rows).toEqual([
      {
        organization: HOSTILE,
        organization_type: 'nonprofit',
        title: 'Program Director',
        interests: ['events', 'sponsorship'],
        phone: null,
        message: null,
        status: 'new',
      },
    ])
    expectEscaped(await inbox.find('reviewer-notification', lastName))
  })

  test('submitting it empty shows every inline message', async ({ page, open }) => {
    await open(paths.joinAlliance)
    await page.getByRole('button', { name: 'Join the Alliance' }).click()
    await expectToast(page, 'Validation Error', 'Please check the form for errors and try again.')
    await expectMessages(page, [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Organization is required',
      'Please select an organization type',
      'Title or role is required',
    ])
  })

  test('a lost connection shows Submission Error and keeps everything typed', async ({
    page,
    open,
    forgetSubmissionsFrom,
  }) => {
    const email = uniqueEmail('e2e-alliance')
    forgetSubmissionsFrom(email)
    await open(paths.joinAlliance)
    await fillRegistration(page, email, 'Offline')
    await page.route('**/rest/v1/**', (route) => route.abort())
    await page.getByRole('button', { name: 'Join the Alliance' }).click()

    await expectSendRefused(page, 'We could not reach our server.')
    await expect(textbox(page, 'Title or role')).toHaveValue('Program Director')
    await expect(page.getByRole('checkbox', { name: 'Sponsorship' })).toBeChecked()
  })
})

test('every form passes axe (WCAG 2.2 AA) while showing its error messages', async ({
  page,
  open,
  expectNoAxeViolations,
}) => {
  const forms = [
    { route: paths.contact, button: 'Send Message' },
    { route: paths.aiCoachApplication, button: 'Continue' },
    { route: paths.joinAlliance, button: 'Join the Alliance' },
  ]
  for (const form of forms) {
    await open(form.route)
    await page.getByRole('button', { name: form.button }).click()
    await expect(page.getByRole('link', { name: 'First name is required' })).toBeVisible()
    await expectNoAxeViolations({ include: 'form', label: form.route })
  }
})
