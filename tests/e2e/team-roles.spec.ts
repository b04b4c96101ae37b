/**
 * The team's roles and invitations as people meet them, through the real pages and the local
 * inbox: a reviewer's desk has no people management or settings and explains why a deletion is
 * not theirs; an administrator invites with a role and a name by keyboard alone, the project's
 * e-mail says who invited, the role and the link's hour; "Resend invitation" sends a new link and
 * the old one is refused; a withdrawn invitation's link is refused in an invitee's words; the new
 * screens pass axe at 375 and 1280 px.
 *
 * Every administrator here is a fresh one (fixture `admin`): these tests change the team.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { enrolVerifiedTotpFactor } from '../../stack/gateway/auth/admin-factor'
import { generateTotpSecret } from '../../stack/gateway/auth/totp'
import {
  authLinkIn,
  AXE_TAGS,
  expect,
  signInThroughPage,
  stackEnv,
  test,
  type InboxMessage,
} from './fixtures'
import { inboxMessages } from './inbox'

test.skip(!stackEnv, 'needs the local stack (TEST_STACK_API_URL, TEST_STACK_DB_URL)')

/** Every invitation e-mail to `address`, by its kind, newest first. */
async function invitationsTo(address: string): Promise<InboxMessage[]> {
  return await inboxMessages(stackEnv!.inboxUrl, { to: address, kind: 'auth-invite' })
}

async function expectNoAxeViolations(page: Page, widths: number[] = [375, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(results.violations, `axe at ${width} px`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function openPeople(page: Page) {
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('link', { name: 'People and roles' })
    .click()
  await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible()
}

test('a reviewer works the desk without people management, settings or deletion', async ({
  page,
  createUser,
  db,
}) => {
  const reviewer = await createUser()
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'reviewer')`, [
    reviewer.id,
  ])
  const totpSecret = generateTotpSecret()
  await enrolVerifiedTotpFactor(db, reviewer.id, totpSecret)
  await signInThroughPage(page, { ...reviewer, totpSecret })
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()

  await test.step('the first sign-in asks for a name, then shows it with the role', async () => {
    const nameForm = page.getByRole('form', { name: 'Your name' })
    await nameForm.getByLabel('Your name, as replies and notes will show it').fill('Rae Reviewer')
    await nameForm.getByRole('button', { name: 'Save name' }).click()
    await expect(page.getByText('Rae Reviewer', { exact: true })).toBeVisible()
    await expect(page.getByText('· Reviewer')).toBeVisible()
  })

  await test.step('no administration: people, settings, personal data, audit log', async () => {
    const nav = page.getByRole('navigation', { name: 'Desk sections' })
    await expect(nav.getByRole('link')).toHaveText(['Submissions', 'Reports'])
    await expect(page.getByText('People and roles', { exact: true })).toHaveCount(0)
    await expect(page.getByText('Audit log', { exact: true })).toHaveCount(0)
    // The database refuses the rest anyway: tests/stack/team-roles.test.ts.
  })

  await test.step('the desk’s header links back to the desk instead of "Admin Login"', async () => {
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Alliance desk' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Admin Login' })).toHaveCount(0)
  })
})

test('an invitation by keyboard alone: the e-mail, resend (old link refused), withdraw', async ({
  page,
  browser,
  admin,
  newAccount,
  db,
}) => {
  const invited = newAccount.email.toLowerCase()
  const row = () => page.getByRole('row').filter({ hasText: invited })
  try {
    await signInThroughPage(page, admin)
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
    await openPeople(page)

    await test.step('invite a reviewer with a name, by keyboard alone', async () => {
      await page.getByLabel('E-mail address', { exact: true }).focus()
      await page.keyboard.type(invited)
      await page.keyboard.press('Tab')
      await page.keyboard.type('Ivy Invitee')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toBeFocused()
      await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue(
        'reviewer',
      )
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: 'Send invitation', exact: true })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible()
      await expect(row()).toContainText('Invited · link works until')
      await expect(row().getByRole('cell').nth(1)).toHaveText('Reviewer')
    })

    await expectNoAxeViolations(page)

    let first: InboxMessage | undefined
    await test.step('the e-mail says who invited, the role, the desk and the hour', async () => {
      await expect.poll(async () => (await invitationsTo(invited)).length).toBe(1)
      first = (await invitationsTo(invited))[0]!
      expect(first.subject).toBe('You are invited to the Idaho AI Alliance desk as a reviewer')
      expect(first.text).toContain('Hello Ivy Invitee,')
      expect(first.text).toContain(`${admin.email} has invited you to the Idaho AI Alliance`)
      expect(first.text).toContain('as a reviewer')
      expect(first.text).toContain('AI Coach applications, contact messages and Alliance')
      expect(first.text).toContain('expires 1 hour after this e-mail was sent')
      expect(first.html).toContain('Accept the invitation and choose your password')
    })

    await test.step('"Resend invitation" sends a new link; the old one is refused', async () => {
      await row().getByRole('button', { name: 'Resend invitation to Ivy Invitee' }).click()
      await expect(page.getByText('Invitation sent again', { exact: true })).toBeVisible()
      await expect.poll(async () => (await invitationsTo(invited)).length).toBe(2)
      const theirs = await browser.newContext()
      const theirPage = await theirs.newPage()
      await theirPage.goto(authLinkIn(first!))
      await expect(theirPage.getByRole('alert')).toContainText(
        'This invitation link no longer works',
      )
      await expect(theirPage.getByText(/Ask the administrator who invited you/)).toBeVisible()
      await expectNoAxeViolations(theirPage)
      await theirs.close()
    })

    await test.step('withdrawing the invitation makes the newest link fail too', async () => {
      const newest = (await invitationsTo(invited))[0]!
      await row().getByRole('button', { name: 'Withdraw invitation of Ivy Invitee' }).click()
      const dialog = page.getByRole('dialog', { name: 'Withdraw this invitation?' })
      await dialog.getByRole('button', { name: 'Withdraw invitation' }).click()
      await expect(page.getByText('Invitation withdrawn', { exact: true })).toBeVisible()
      await expect(row()).toHaveCount(0)
      const theirs = await browser.newContext()
      const theirPage = await theirs.newPage()
      await theirPage.goto(authLinkIn(newest))
      await expect(theirPage.getByRole('alert')).toContainText(
        'This invitation link no longer works',
      )
      await expect(theirPage.getByLabel('New password', { exact: true })).toHaveCount(0)
      await theirs.close()
    })

    const { rows } = await db.query<{ action: string }>(
      `select action from public.audit_log where details ->> 'email' = $1 order by id`,
      [invited],
    )
    // Role grants come and go with the account Auth creates; the invitation's own steps are these.
    expect(
      rows.map((entry) => entry.action).filter((action) => !action.startsWith('role_')),
    ).toEqual(['reviewer_invited', 'reviewer_invited', 'invitation_withdrawn'])
  } finally {
    await db.query('delete from public.reviewer_invitations where lower(email) = $1', [invited])
    await db.query('delete from auth.users where lower(email) = $1', [invited])
  }
})

test('an administrator changes a member’s roles; the last administrator is kept', async ({
  page,
  admin,
  createUser,
  db,
}) => {
  const member = await createUser()
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'reviewer')`, [
    member.id,
  ])
  await signInThroughPage(page, admin)
  await openPeople(page)
  const row = page.getByRole('row').filter({ hasText: member.email })
  await row.getByRole('button', { name: `Change roles of ${member.email}` }).click()
  const dialog = page.getByRole('dialog', { name: `Roles of ${member.email}` })
  await dialog.getByLabel(/^Editor/).check()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Save roles' }).click()
  await expect(page.getByText('Roles changed', { exact: true })).toBeVisible()
  await expect(row.getByRole('cell').nth(1)).toHaveText('Reviewer, Editor')
})
