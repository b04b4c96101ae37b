/**
 * One desk that leads every member to their work, walked as each member walks
 * it: from /auth or the invitation e-mail's link, clicking only what the pages show.
 *
 * - An administrator lands on the desk's front page (the submissions), follows the navigation to
 *   People and roles and invites an editor; the editor follows the e-mail's link, chooses a
 *   password (the rule is said before anything is typed), sets up a second factor, reaches Site
 *   through the navigation and saves a change to the draft.
 * - A reviewer lands in the submissions, sees only the sections a reviewer uses, narrows the
 *   messages to those sent in Spanish from the keyboard (the choice kept in the address; the
 *   filter and the record pass axe at 375 and 1280 px), sees the record's language, and replies
 *   (with a warning first: no name is set, so the reply would be signed with the login address).
 * - Someone with no role is told so on the page and can sign out.
 * - The navigation and the no-role page pass axe at 375 and 1280 px; the navigation works from the
 *   keyboard alone.
 */
import type { Page } from '@playwright/test'
import { enrolVerifiedTotpFactor } from '../../stack/gateway/auth/admin-factor'
import { generateTotpSecret } from '../../stack/gateway/auth/totp'
import {
  authLinkIn,
  expect,
  signInThroughPage,
  stackEnv,
  test,
  twoFactorCode,
  SITE_DRAFT_LOCK,
} from './fixtures'

test.skip(!stackEnv, 'needs the local stack (TEST_STACK_API_URL, TEST_STACK_DB_URL)')
test.describe.configure({ lock: SITE_DRAFT_LOCK })

const deskNav = (page: Page) => page.getByRole('navigation', { name: 'Desk sections' })

async function navLabels(page: Page): Promise<string[]> {
  return (await deskNav(page).getByRole('link').allTextContents()).map((text) => text.trim())
}

test('an administrator invites an editor, who sets a password and a second factor and saves a change in Site', async ({
  page,
  browser,
  admin,
  newAccount,
  inbox,
  db,
  query,
}) => {
  const invited = { email: newAccount.email.toLowerCase(), password: newAccount.password }
  const [draft] = (await query('select content from public.site_content_draft limit 1')) as {
    content: unknown
  }[]

  await test.step('the administrator lands on the desk’s front page', async () => {
    await signInThroughPage(page, admin)
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
    await expect(deskNav(page).getByRole('link', { name: 'Submissions' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // An administrator also sends updates to subscribers (the send_updates permission).
    expect(await navLabels(page)).toEqual([
      'Submissions',
      'Reports',
      'Updates',
      'People and roles',
      'Settings',
    ])
    await expect(page.getByText(/admin privileges/)).toHaveCount(0)
  })

  await test.step('the navigation leads to People and roles, where the editor is invited', async () => {
    await deskNav(page).getByRole('link', { name: 'People and roles' }).click()
    await expect(page).toHaveURL(/\/admin\/people$/)
    await expect(page.getByRole('heading', { level: 1, name: 'People and roles' })).toBeVisible()
    await page.getByLabel('E-mail address', { exact: true }).fill(invited.email)
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor')
    await page.getByRole('button', { name: 'Send invitation', exact: true }).click()
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible()
    // The link's own validity: one hour (otp_expiry), not the invitation row's seven days.
    await expect(page.getByRole('row').filter({ hasText: invited.email })).toContainText(
      '(one hour after it was sent)',
    )
  })

  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  try {
    await test.step('the e-mail’s link asks for a password, saying the rule first', async () => {
      const mail = await inbox.findTo(invited.email, 'auth-invite')
      await theirPage.goto(authLinkIn(mail))
      await expect(theirPage).toHaveURL(/\/auth\/reset-password\?invited=1#?$/)
      const password = theirPage.getByLabel('New password', { exact: true })
      await expect(password).toHaveAccessibleDescription(/^At least 12 characters\./)
      await password.fill(invited.password)
      await theirPage.getByLabel('Confirm new password').fill(invited.password)
      await theirPage.getByRole('button', { name: 'Set password and continue' }).click()
    })

    let secret = ''
    await test.step('a second factor, then the desk opens on Site', async () => {
      await expect(
        theirPage.getByRole('heading', { name: 'Set up two-factor sign-in' }),
      ).toBeVisible()
      const shown = await theirPage.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()
      secret = shown!.replace(/\s/g, '')
      await theirPage.getByLabel('Code').fill(twoFactorCode(secret))
      await theirPage.getByRole('button', { name: 'Verify and turn on' }).click()
      await expect(deskNav(theirPage)).toBeVisible()
      // An editor keeps the site current and sends updates to subscribers.
      expect(await navLabels(theirPage)).toEqual(['Site', 'Updates'])
      await expect(theirPage.getByText(/admin privileges|Access Denied/)).toHaveCount(0)
    })

    await test.step('through the navigation to Site, and one change saved', async () => {
      await deskNav(theirPage).getByRole('link', { name: 'Site' }).click()
      await expect(theirPage).toHaveURL(/\/admin\/site$/)
      await expect(theirPage.getByRole('link', { name: 'Site' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const banner = theirPage.getByRole('form', { name: 'Home banner' })
      await banner.getByLabel(/Banner text/).fill('Idaho AI Week 2027 dates are coming soon')
      await banner.getByRole('button', { name: 'Save the banner' }).click()
      await expect(
        theirPage.getByRole('status').filter({ hasText: 'Saved to the draft' }),
      ).toBeVisible()
      await theirPage.reload()
      await expect(
        theirPage.getByRole('form', { name: 'Home banner' }).getByLabel(/Banner text/),
      ).toHaveValue('Idaho AI Week 2027 dates are coming soon')
    })
  } finally {
    await theirs.close()
    if (draft) await db.query('update public.site_content_draft set content = $1', [draft.content])
    await db.query('delete from public.reviewer_invitations where lower(email) = $1', [
      invited.email,
    ])
  }
})

test('a reviewer lands in the submissions, sees only a reviewer’s sections, and replies', async ({
  page,
  createUser,
  createContactSubmission,
  db,
  query,
  expectNoAxeViolations,
}) => {
  const reviewer = await createUser()
  await query(`insert into public.user_roles (user_id, role) values ($1, 'reviewer')`, [
    reviewer.id,
  ])
  const totpSecret = generateTotpSecret()
  await enrolVerifiedTotpFactor(db, reviewer.id, totpSecret)
  const marker = `journey${crypto.randomUUID().slice(0, 8)}`
  await createContactSubmission({
    first_name: 'Grace',
    last_name: marker,
    status: 'new',
    language: 'es',
  })
  await createContactSubmission({ first_name: 'Ada', last_name: marker, status: 'new' })

  await test.step('signing in lands in the submissions', async () => {
    await signInThroughPage(page, { ...reviewer, totpSecret })
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
    expect(await navLabels(page)).toEqual(['Submissions', 'Reports'])
  })

  await test.step('the messages sent in Spanish are one choice away, kept in the address', async () => {
    await page.getByRole('link', { name: /Contact submissions/ }).click()
    const contacts = page.getByRole('region', { name: 'Contact Submissions', exact: true })
    await contacts.getByRole('searchbox', { name: 'Search by name or email' }).fill(marker)
    await expect(contacts.getByRole('button', { name: new RegExp(`Ada ${marker}`) })).toBeVisible()
    // From the keyboard: the choice moves from "All languages" past "English" to "Spanish".
    await contacts.getByRole('combobox', { name: 'Language' }).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(/[?&]language=es(&|$)/)
    await expect(
      contacts.getByRole('button', { name: new RegExp(`Grace ${marker}`) }),
    ).toBeVisible()
    await expect(contacts.getByRole('button', { name: new RegExp(`Ada ${marker}`) })).toHaveCount(0)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await expectNoAxeViolations({
        include: 'form[role="search"]',
        label: `the list's filters with a language at ${width} px`,
      })
    }
  })

  await test.step('open the message and reply, warned about the signature first', async () => {
    await page.getByRole('button', { name: new RegExp(`Grace ${marker}`) }).click()
    const detail = page.getByRole('dialog', { name: `Grace ${marker}` })
    await expect(detail.getByRole('link', { name: 'Spanish', exact: true })).toBeVisible()
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await expectNoAxeViolations({
        include: 'dialog',
        label: `the record with its language at ${width} px`,
      })
    }
    await detail.getByLabel('Reply', { exact: true }).fill('Thank you, we will call you this week.')
    await expect(detail.getByRole('button', { name: 'Send reply' })).toHaveAccessibleDescription(
      new RegExp(`signed with your login address, ${reviewer.email.replace(/[.+]/g, '\\$&')}`, 'i'),
    )
    await detail.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByText('Reply queued', { exact: true })).toBeVisible()
    await expect(detail.getByLabel('Reply', { exact: true })).toHaveValue('')
  })
})

test('someone with no role is told so in words, and can sign out', async ({
  page,
  createUser,
  expectNoAxeViolations,
}) => {
  const stranger = await createUser()
  await signInThroughPage(page, stranger)
  const notice = page.getByRole('region', { name: 'Access Denied' })
  await expect(notice).toContainText('no role on the Alliance desk')
  await expect(deskNav(page)).toHaveCount(0)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoAxeViolations({ label: `no-role page at ${width} px` })
  }
  await notice.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('the desk navigation passes axe at 375 and 1280 px and works from the keyboard alone', async ({
  page,
  admin,
  expectNoAxeViolations,
}) => {
  await signInThroughPage(page, admin)
  await expect(deskNav(page)).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoAxeViolations({
      include: 'nav[aria-label="Desk sections"]',
      label: `desk navigation at ${width} px`,
    })
  }

  // Tab from the top of the page until the navigation's first link has focus.
  const first = deskNav(page).getByRole('link', { name: 'Submissions' })
  await page.keyboard.press('Tab')
  for (let presses = 0; presses < 60; presses++) {
    if (await first.evaluate((link) => link === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(first).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(deskNav(page).getByRole('link', { name: 'Reports' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/reports$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(deskNav(page).getByRole('link', { name: 'Reports' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})
