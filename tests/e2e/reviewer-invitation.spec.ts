/**
 * A reviewer invited from the desk, end to end through the real pages and the local inbox: an
 * admin (signed in with password and code) sends the invitation; the e-mail's link lets the
 * invited person set a password typed twice before anything else; the desk then has them set up
 * an authenticator app (require_two_factor is on by default) and opens; the inviting admin sees
 * them as a reviewer with two-factor on; removing them turns their open desk away.
 *
 * Every admin here is a fresh one (fixture `admin`), never the stored ADMIN_STATE session: this
 * test ends sessions.
 */
import type { Page } from '@playwright/test'
import { authLinkIn, expect, signInThroughPage, stackEnv, test, twoFactorCode } from './fixtures'

test.skip(!stackEnv, 'needs the local stack (TEST_STACK_API_URL, TEST_STACK_DB_URL)')

async function openReviewers(page: Page) {
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('link', { name: 'People and roles' })
    .click()
  await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible()
}

test('an invited reviewer sets a password, sets up two-factor and reaches the desk', async ({
  page,
  browser,
  admin,
  newAccount,
  inbox,
  db,
}) => {
  // newAccount: an address nobody has yet, and the password the invited person will choose; its
  // account (which the invitation creates) is deleted after the test.
  const invited = { email: newAccount.email.toLowerCase(), password: newAccount.password }
  const reviewerRow = () => page.getByRole('row').filter({ hasText: invited.email })

  await test.step('the admin signs in with the code and sends an invitation', async () => {
    await signInThroughPage(page, admin)
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
    await openReviewers(page)
    await page.getByLabel('E-mail address', { exact: true }).fill(invited.email)
    // An administrator: this flow goes on to manage the team from their desk.
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('admin')
    await page.getByRole('button', { name: 'Send invitation', exact: true }).click()
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible()
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue('')
    // A reviewer already, who has not yet followed the link.
    await expect(reviewerRow()).toContainText('Invited · link works until')
    await expect(reviewerRow().getByRole('cell').nth(2)).toHaveText('Never')
  })

  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  try {
    await test.step('the invitation arrives and its link asks for a password first', async () => {
      const mail = await inbox.findTo(invited.email, 'auth-invite')
      expect(mail.subject).toBe('You are invited to the Idaho AI Alliance desk as an administrator')
      expect(mail.text).toContain('invited you to the Idaho AI Alliance desk as an administrator')
      expect(mail.text).toContain('Administrators run the desk')
      expect(mail.text).toContain('expires 1 hour after this e-mail was sent')
      await theirPage.goto(authLinkIn(mail))
      // supabase-js has taken the session from the fragment and cleared it.
      await expect(theirPage).toHaveURL(/\/auth\/reset-password\?invited=1#?$/)
      await expect(
        theirPage.getByRole('heading', { name: 'Welcome to the Alliance desk' }),
      ).toBeVisible()
      await expect(theirPage.getByText(`for ${invited.email}; next you will set up`)).toBeVisible()
      // Nothing of the desk before a password is set.
      await expect(theirPage.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0)
    })

    await test.step('the password is typed twice; a mismatch is refused', async () => {
      await theirPage.getByLabel('New password', { exact: true }).fill(invited.password)
      await theirPage.getByLabel('Confirm new password').fill(`${invited.password}!`)
      await theirPage.getByRole('button', { name: 'Set password and continue' }).click()
      await expect(theirPage.getByText('Passwords do not match').first()).toBeVisible()
      await theirPage.getByLabel('Confirm new password').fill(invited.password)
      await theirPage.getByRole('button', { name: 'Set password and continue' }).click()
      // The rejected attempt's toast goes once the password is accepted.
      await expect(theirPage.getByText('Validation Error', { exact: true })).toHaveCount(0)
    })

    let secret = ''
    await test.step('the desk has them set up an authenticator app before it shows anything', async () => {
      await expect(theirPage).toHaveURL(/\/admin$/)
      await expect(
        theirPage.getByRole('heading', { name: 'Set up two-factor sign-in' }),
      ).toBeVisible()
      await expect(theirPage.getByRole('table')).toHaveCount(0)
      // The secret as text, for people who cannot scan: what this test's "app" is set up with.
      const shown = await theirPage.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()
      secret = shown!.replace(/\s/g, '')
      await theirPage.getByLabel('Code').fill(twoFactorCode(secret))
      await theirPage.getByRole('button', { name: 'Verify and turn on' }).click()
    })

    await test.step('the desk opens for them', async () => {
      await expect(theirPage.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
      await expect(theirPage.getByText(invited.email)).toBeVisible()
      await expect(theirPage.getByRole('table', { name: /Coach Applications/ })).toBeVisible()
    })

    await test.step('the inviting admin sees them as a reviewer with two-factor on', async () => {
      await page.reload()
      await openReviewers(page)
      await expect(reviewerRow()).not.toContainText('Invited')
      await expect(reviewerRow().getByRole('cell').nth(1)).toHaveText('Administrator')
      await expect(reviewerRow().getByRole('cell').nth(2)).not.toHaveText('Never')
      await expect(reviewerRow().getByRole('cell').nth(3)).toHaveText('On')
    })

    await test.step('later, they sign in with the password they chose and a code', async () => {
      const again = await browser.newContext()
      const againPage = await again.newPage()
      await signInThroughPage(againPage, { ...invited, totpSecret: secret })
      await expect(againPage.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
      await again.close()
    })

    await test.step('removing them turns their open desk away', async () => {
      await reviewerRow()
        .getByRole('button', { name: `Remove ${invited.email}` })
        .click()
      const confirm = page.getByRole('dialog', { name: 'Remove this member?' })
      await confirm.getByRole('button', { name: 'Remove member' }).click()
      await expect(page.getByText('Member removed', { exact: true })).toBeVisible()
      await expect(reviewerRow()).toHaveCount(0)

      // Told in words on the page they opened, with the way out.
      await theirPage.reload()
      const notice = theirPage.getByRole('region', { name: 'Access Denied' })
      await expect(notice).toContainText('no role on the Alliance desk')
      await expect(notice).toContainText('If an administrator removed your access')
      await expect(notice.getByRole('button', { name: 'Sign out' })).toBeVisible()
    })
  } finally {
    await theirs.close()
    await db.query('delete from public.reviewer_invitations where lower(email) = $1', [
      invited.email,
    ])
  }

  const { rows } = await db.query<{ action: string }>(
    `select action from public.audit_log
     where target_id = (select id from auth.users where lower(email) = $1)
        or details ->> 'email' = $1
     order by id`,
    [invited.email],
  )
  expect(rows.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['reviewer_invited', 'reviewer_removed']),
  )
})
