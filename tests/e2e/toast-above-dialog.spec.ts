/**
 * Toasts above overlays. A modal <dialog> sits in the browser's top layer with
 * its backdrop dimming (and making inert) everything else, so a toast queued while the desk's
 * record is open must show on top of that backdrop: seen, and the first thing a pointer at its
 * centre reaches. Signed in as the admin the setup project stored (ADMIN_STATE).
 */
import { randomUUID } from 'node:crypto'
import { ADMIN_STATE, expect, stackEnv, test } from './fixtures'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.use({ storageState: ADMIN_STATE })

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`a toast shows above the desk's open record dialog at ${viewport.width} px`, async ({
    page,
    createCoachApplication,
  }) => {
    await page.setViewportSize(viewport)
    const marker = `toast${randomUUID().slice(0, 8)}`
    const application = await createCoachApplication({
      first_name: 'Tess',
      last_name: marker,
      email: `tess.${marker}@example.com`,
      status: 'pending',
    })
    await page.goto(`/admin?tab=applications&open=${application.id}`)
    const detail = page.getByRole('dialog', { name: `Tess ${marker}` })
    await expect(detail).toBeVisible()
    // The record is a modal dialog: its backdrop covers the rest of the page.
    expect(await detail.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)

    // 2 sets Interview from the detail view; the desk confirms it with a toast.
    await detail.getByRole('heading', { name: `Tess ${marker}` }).focus()
    await page.keyboard.press('2')
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Application status updated' })
    await expect(toast).toBeVisible()
    await expect(detail.locator('[data-slot="badge"]').first()).toHaveText('Interview')

    // Not covered: what a pointer at the toast's centre reaches is the toast itself (nothing of
    // the dialog or its backdrop lies over it), and the whole toast is inside the viewport.
    const box = await toast.boundingBox()
    expect(box).not.toBeNull()
    const { x, y, width, height } = box!
    expect(x).toBeGreaterThanOrEqual(0)
    expect(y).toBeGreaterThanOrEqual(0)
    expect(x + width).toBeLessThanOrEqual(viewport.width)
    expect(y + height).toBeLessThanOrEqual(viewport.height)
    const reached = await toast.evaluate(
      (element, point) => {
        const hit = document.elementFromPoint(point.x, point.y)
        return { inside: !!hit && element.contains(hit), hit: hit?.outerHTML.slice(0, 120) ?? null }
      },
      { x: x + width / 2, y: y + height / 2 },
    )
    expect(reached.inside, `elementFromPoint reached ${reached.hit}`).toBe(true)
    // And it is not inert: its close button takes a real click (the backdrop would swallow it).
    await toast.getByRole('button', { name: 'Close notification' }).click()
    await expect(toast).toHaveCount(0)
  })
}
