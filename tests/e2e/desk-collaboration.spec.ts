/**
 * Working a record together: a saved reply's placeholder cannot be
 * sent; records from the same address link to each other; a record can be assigned ("Assign to
 * me", the "Mine" filter); and two reviewers in two browsers see each other on a record, including
 * "… is writing a reply" before sending. axe at 375 and 1280 px on the record with these parts.
 */
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../support/factories'
import { ADMIN_STATE, expect, signInThroughPage, stackEnv, test } from './fixtures'
import { openRecordFromDesk } from './desk'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.use({ storageState: ADMIN_STATE })

const marker = () => `collab${randomUUID().slice(0, 8)}`

test('a saved reply with its placeholder cannot be sent; filled in, it is sent', async ({
  page,
  createContactSubmission,
  query,
}) => {
  const name = marker()
  const contact = await createContactSubmission({
    first_name: 'Grace',
    last_name: name,
    email: uniqueEmail(name),
    status: 'new',
  })
  const detail = page.getByRole('dialog', { name: `Grace ${name}` })
  try {
    await openRecordFromDesk(page, {
      tab: 'Contact submissions',
      firstName: 'Grace',
      lastName: name,
    })
    await detail
      .getByLabel('Start from a saved reply')
      .selectOption({ label: 'Answered: thank you for your message' })
    const reply = detail.getByLabel('Reply', { exact: true })
    await expect(reply).toHaveValue(/\[Your answer here\]/)
    await detail.getByRole('button', { name: 'Send reply' }).click()
    await expect(detail.getByText('Fill in "[Your answer here]" before sending.')).toBeVisible()
    await expect(reply).toHaveAccessibleDescription('Fill in "[Your answer here]" before sending.')
    expect(
      await query('select 1 from public.desk_replies where record_id = $1', [contact.id]),
    ).toHaveLength(0)

    await reply.fill(
      (await reply.inputValue()).replace('[Your answer here]', 'Yes, we run half-day workshops.'),
    )
    await detail.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByText('Reply queued', { exact: true })).toBeVisible()
    const queued = await query<{ body: string }>(
      'select body from public.desk_replies where record_id = $1',
      [contact.id],
    )
    expect(queued).toHaveLength(1)
    expect(queued[0]!.body).toContain('Yes, we run half-day workshops.')
  } finally {
    await query('delete from public.desk_replies where record_id = $1', [contact.id])
  }
})

test('records from the same address, in any case, link to each other', async ({
  page,
  createCoachApplication,
  createContactSubmission,
  expectNoAxeViolations,
}) => {
  const name = marker()
  const email = uniqueEmail(name)
  const application = await createCoachApplication({
    first_name: 'Ada',
    last_name: name,
    email,
    status: 'pending',
  })
  const contact = await createContactSubmission({
    first_name: 'Ada',
    last_name: name,
    email: email.toUpperCase(),
    status: 'new',
  })
  const detail = await openRecordFromDesk(page, {
    tab: 'Coach applications',
    firstName: 'Ada',
    lastName: name,
  })
  const related = detail.getByRole('navigation', { name: 'Other submissions from this person' })
  await expect(related).toContainText('1 other submission from this person')
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations({ include: 'dialog', label: `record at ${width} px` })
  }
  await related.getByRole('link', { name: `Contact message ${contact.reference}` }).click()
  await expect(page).toHaveURL(new RegExp(`tab=contacts.*open=${contact.id}`))
  await expect(
    page
      .getByRole('dialog', { name: `Ada ${name}` })
      .getByRole('link', { name: `AI Coach application ${application.reference}` }),
  ).toBeVisible()
})

test('two reviewers see each other on a record; Assign to me and the Mine filter', async ({
  page,
  browser,
  admin,
  signedInAdmin,
  createContactSubmission,
  query,
  expectNoAxeViolations,
}) => {
  // A second sign-in with two-factor and up to two heartbeats (15 s each) to wait for.
  test.setTimeout(120_000)
  const name = marker()
  const contact = await createContactSubmission({
    first_name: 'Katherine',
    last_name: name,
    email: uniqueEmail(name),
    status: 'new',
  })
  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  try {
    const theirPage = await theirs.newPage()
    await signInThroughPage(theirPage, admin)
    const theirDetail = await openRecordFromDesk(theirPage, {
      tab: 'Contact submissions',
      firstName: 'Katherine',
      lastName: name,
    })

    const detail = await openRecordFromDesk(page, {
      tab: 'Contact submissions',
      firstName: 'Katherine',
      lastName: name,
    })
    await expect(detail.getByText(`${admin.email} is viewing this record.`)).toBeVisible()

    await test.step('the other reviewer starts a reply: it says so before I send', async () => {
      await theirDetail.getByLabel('Reply', { exact: true }).fill('Dear Katherine, thank you.')
      // Their heartbeat says "replying" at once; mine sees it at my next heartbeat (15 s).
      await expect(detail.getByText(`${admin.email} is writing a reply.`).first()).toBeVisible({
        timeout: 20_000,
      })
      await detail.getByLabel('Reply', { exact: true }).fill('Hello')
      await expect(
        detail.getByText(
          new RegExp(
            `${admin.email.replace(/[.+]/g, '\\$&')} is writing a reply\\. Check with them`,
          ),
        ),
      ).toBeVisible()
      await expect(
        theirDetail.getByText(`${signedInAdmin.email} is writing a reply.`).first(),
      ).toBeVisible({
        timeout: 20_000,
      })
    })

    await test.step('Assign to me, then the Mine filter shows it', async () => {
      await detail.getByRole('button', { name: 'Assign to me' }).click()
      await expect(detail.getByText('Assigned to: you')).toBeVisible()
      await expect(theirDetail.getByText(`Assigned to: ${signedInAdmin.email}`)).toBeVisible({
        timeout: 20_000,
      })
      await detail.getByLabel('Reply', { exact: true }).fill('')
      await detail.getByRole('button', { name: 'Close details' }).click()
      // The box follows the URL, which the click changes a moment later: click, then wait for it.
      await page.getByRole('checkbox', { name: 'Mine' }).click()
      await expect(page.getByRole('checkbox', { name: 'Mine' })).toBeChecked()
      await expect(page).toHaveURL(/mine=1/)
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await expectNoAxeViolations({ label: `desk filtered by Mine at ${width} px` })
      }
      await theirDetail.getByRole('button', { name: 'Close details' }).click()
      // The box follows the URL, which the click changes a moment later: click, then wait for it.
      await theirPage.getByRole('checkbox', { name: 'Mine' }).click()
      await expect(theirPage.getByRole('checkbox', { name: 'Mine' })).toBeChecked()
      await expect(theirPage.getByRole('row').filter({ hasText: name })).toHaveCount(0)
    })
  } finally {
    await theirs.close()
    await query('delete from public.record_assignments where record_id = $1', [contact.id])
    await query('delete from public.record_presence where record_id = $1', [contact.id])
  }
})
