/**
 * Reviewer accounts as a reviewer meets them: the desk signs an idle reviewer out after 30
 * minutes (a clock the test controls), one minute after a warning that any key dismisses; an admin
 * removes another reviewer and that reviewer's open desk is refused at once; a subject access
 * request finds, downloads and deletes everything held about one address, and each step lands in
 * the audit log.
 *
 * Every admin here is a fresh one (fixture `admin`), never the stored ADMIN_STATE session: these
 * tests end sessions.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { makeAdmin } from '../support/factories'
import { enrolVerifiedTotpFactor } from '../../stack/gateway/auth/admin-factor'
import { grantAdmin } from '../../stack/gateway/auth/admin-user'
import { generateTotpSecret } from '../../stack/gateway/auth/totp'
import { expect, signInThroughPage, stackEnv, test } from './fixtures'

test.skip(!stackEnv, 'needs the local stack (TEST_STACK_API_URL, TEST_STACK_DB_URL)')

/** Password, then the authenticator's code (the desk's data needs a two-factor session). */
async function signIn(
  page: Page,
  person: { email: string; password: string; totpSecret?: string },
) {
  await signInThroughPage(page, person)
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
}

/** People and roles is a section of its own; the team is on it, the other panels open on it. */
async function openAdministration(page: Page, panel: string) {
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('link', { name: 'People and roles' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'People and roles' })).toBeVisible()
  if (panel !== 'People and roles') await page.getByText(panel, { exact: true }).click()
}

test('an idle desk warns after 29 minutes, a key keeps it, and 30 idle minutes sign out', async ({
  page,
  admin,
}) => {
  await page.clock.install()
  await signIn(page, admin)

  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' })
  await page.clock.fastForward('28:30')
  await expect(warning).toBeHidden()
  await page.clock.fastForward('01:00')
  await expect(warning).toBeVisible()
  await page.keyboard.press('Shift')
  await expect(warning).toBeHidden()

  await page.clock.fastForward('29:30')
  await expect(warning).toBeVisible()
  await page.clock.fastForward('01:00')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(
    page.getByText('You were signed out after 30 minutes without activity.', { exact: true }),
  ).toBeVisible()
})

test('removing a reviewer ends their desk at once', async ({
  page,
  browser,
  admin,
  createUser,
  db,
}) => {
  const reviewer = await createUser(makeAdmin())
  expect(await grantAdmin(db, reviewer.email)).toBe('granted')
  const totpSecret = generateTotpSecret()
  await enrolVerifiedTotpFactor(db, reviewer.id, totpSecret)
  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  await signIn(theirPage, { ...reviewer, totpSecret })

  await signIn(page, admin)
  await openAdministration(page, 'People and roles')
  const row = page.getByRole('row').filter({ hasText: reviewer.email })
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('Never')
  await row.getByRole('button', { name: `Remove ${reviewer.email}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove this member?' })
  await confirm.getByRole('button', { name: 'Remove member' }).click()
  await expect(page.getByText('Member removed', { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: reviewer.email })).toHaveCount(0)

  // Their open desk: the next request is refused, and a reload turns them away.
  await theirPage.reload()
  await expect(theirPage.getByRole('region', { name: 'Access Denied' })).toContainText(
    'no role on the Alliance desk',
  )
  await theirs.close()

  const { rows } = await db.query<{ action: string }>(
    `select action from public.audit_log where target_id = $1 order by id`,
    [reviewer.id],
  )
  expect(rows.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['role_granted', 'reviewer_removed', 'role_revoked']),
  )
})

test('a subject access request: find, download as JSON, delete all, and the audit log shows it', async ({
  page,
  admin,
  createContactSubmission,
  createCoachApplication,
  db,
}) => {
  const email = `subject-${Date.now()}@example.test`
  await createContactSubmission({ email })
  await createCoachApplication({ email })
  await signIn(page, admin)

  await openAdministration(page, 'Personal data requests')
  await page.getByLabel('E-mail address of the person').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Find their data' }).click()
  await expect(
    page.getByText(
      `Held about ${email}: 1 coach application, 1 contact message, 0 alliance registrations.`,
    ),
  ).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download as JSON' }).click()
  const download = await downloading
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<
    string,
    unknown[]
  >
  expect(file.email).toBe(email)
  expect(file.coach_applications).toHaveLength(1)
  expect(file.contact_submissions).toHaveLength(1)

  await page.getByRole('button', { name: 'Delete all of it' }).click()
  const confirm = page.getByRole('dialog', { name: `Delete everything about ${email}?` })
  await confirm.getByRole('button', { name: 'Delete permanently' }).click()
  await expect(page.getByText('Personal data deleted', { exact: true })).toBeVisible()
  const { rows } = await db.query(
    `select 1 from public.coach_applications where lower(email) = $1
     union all select 1 from public.contact_submissions where lower(email) = $1`,
    [email],
  )
  expect(rows).toHaveLength(0)

  await openAdministration(page, 'Audit log')
  const log = page.getByRole('table', { name: 'Audit log, newest first' })
  // Other tests write to the same log meanwhile (roles granted, versions published), so the entry
  // is found by what it says and who did it, not by being the newest.
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: 'Deleted personal data of one address' })
      .filter({ hasText: admin.email }),
  ).toHaveCount(1)
  await expect(log).toContainText('Looked up and exported personal data')
  await expect(log).not.toContainText(email)
})

test('deleting one record asks first, naming the person, and takes its notes and history', async ({
  page,
  admin,
  createContactSubmission,
  db,
}) => {
  const contact = await createContactSubmission({ first_name: 'Dora', last_name: 'Deletable' })
  await signIn(page, admin)
  await page.goto(`/admin?tab=contacts&open=${contact.id}`)
  const record = page.getByRole('dialog', { name: 'Dora Deletable' })
  await record.getByRole('textbox', { name: 'Add a note' }).fill('Asked us to delete this.')
  await record.getByRole('button', { name: 'Add note' }).click()
  await expect(record.getByText('Asked us to delete this.')).toBeVisible()

  await record.getByRole('button', { name: 'Delete this contact submission' }).click()
  const confirm = page.getByRole('dialog', { name: "Delete Dora Deletable's contact submission?" })
  await expect(confirm).toContainText('The contact submission of Dora Deletable will be deleted')
  await confirm.getByRole('button', { name: 'Delete permanently' }).click()
  await expect(page.getByText('Record deleted', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Dora Deletable' })).toBeHidden()

  const { rows } = await db.query(
    `select 1 from public.contact_submissions where id = $1
     union all select 1 from public.record_notes where record_id = $1`,
    [contact.id],
  )
  expect(rows).toHaveLength(0)
  const { rows: logged } = await db.query(
    `select 1 from public.audit_log where action = 'record_deleted' and target_id = $1`,
    [contact.id],
  )
  expect(logged).toHaveLength(1)
})
