/**
 * The Spanish public site as a Spanish speaker meets it, against the throwaway stack.
 *
 * - On a phone (375 px): from the English home page the switch "Español" leads to /es; the menu
 *   ("Menú") and the page's links reach the AI Coach application in Spanish; sent with mistakes,
 *   every message is Spanish; corrected, the check-your-answers step is Spanish; sent, the
 *   submission is stored as Spanish with its reference, the acknowledgement e-mail carries it,
 *   the status page in Spanish (reached from the e-mail's link and the switch) finds it, and a
 *   reviewer sees "Language: Spanish" on the desk.
 * - Every Spanish page the build publishes (read from its sitemap) passes axe at 320, 375 and
 *   1280 px, says `lang="es"`, names its alternates (en, es, x-default) and offers "English" as
 *   a link marked hreflang="en" lang="en" to the same page in English, and has a title of its own.
 * - Two known defects, each an expected failure that names it (below): content links that still
 *   lead to English pages, and the status lookup's refusal with English words around it.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { enrolVerifiedTotpFactor } from '../../stack/gateway/auth/admin-factor'
import { generateTotpSecret } from '../../stack/gateway/auth/totp'
import { uniqueEmail } from '../support/factories'
import { openRecordFromDesk } from './desk'
import { expect, signInThroughPage, stackEnv, test } from './fixtures'
import { textbox } from './intake-answers'
import {
  englishPathOf,
  expectSpanishHead,
  spanishPathsInSitemap,
  waitForApp,
} from './support/spanish-pages'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

const REFERENCE = /CA-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}/
const WHY =
  'Quiero ayudar a los maestros de mi región a usar herramientas de IA con confianza y cuidado.'
const EXPERIENCE =
  'Doce años enseñando ciencias y tres años dirigiendo talleres para el distrito escolar.'
/** Words of the English messages; none may show on a Spanish page. */
const ENGLISH_MESSAGE = /\b(required|Please|Invalid|must|provide|characters)\b/

/** A letters-only surname no other test uses, so the desk's search finds this applicant alone. */
function uniqueSurname(): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)
  return `Lopez${letters}`
}

test('on a phone, in Spanish from the home page to the status page and the desk', async ({
  page,
  browser,
  createUser,
  db,
  query,
  inbox,
  forgetSubmissionsFrom,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('e2e-spanish')
  const lastName = uniqueSurname()
  forgetSubmissionsFrom(email)
  await page.setViewportSize({ width: 375, height: 812 })
  const form = page.getByRole('form', { name: 'Solicitud para AI Coach' })
  let reference = ''

  await test.step('the English home page’s switch leads to the Spanish one', async () => {
    await page.goto('/')
    await waitForApp(page)
    const switchLink = page.getByRole('banner').getByRole('link', { name: 'Español' })
    await expect(switchLink).toHaveAttribute('hreflang', 'es')
    await expect(switchLink).toHaveAttribute('lang', 'es')
    await switchLink.click()
    await expect(page).toHaveURL(/\/es$/)
    await waitForApp(page)
    await expectSpanishHead(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Preparamos a la fuerza laboral de Idaho para la IA',
    )
  })

  await test.step('the menu and the page’s links reach the application in Spanish', async () => {
    await page.getByRole('button', { name: 'Menú' }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible()
    await menu.getByRole('button', { name: 'Acerca de' }).click()
    await menu.getByRole('link', { name: 'Acerca de la Alianza' }).click()
    await expect(page).toHaveURL(/\/es\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Acerca de la Alianza de IA de Idaho',
    )
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Solicite ser AI Coach', exact: true })
      .click()
    await expect(page).toHaveURL(/\/es\/ai-coach-application$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Presente su solicitud para ser AI Coach',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })

  await test.step('sent with mistakes, every message is in Spanish', async () => {
    await textbox(page, 'Nombre').fill('María')
    await textbox(page, 'Apellido').fill(lastName)
    // Two mistakes a person makes: an address cut short and an answer too short; and no region.
    await textbox(page, 'Correo electrónico').fill('maria.lopez@')
    await textbox(page, 'Teléfono').fill('(208) 555-0142')
    await textbox(page, 'Ciudad').fill('Caldwell')
    await textbox(page, 'Ocupación actual').fill('Maestra de ciencias')
    await form
      .getByRole('combobox', { name: /^Disponibilidad/ })
      .selectOption({ label: 'Tiempo completo (40 horas por semana)' })
    await form
      .getByRole('combobox', { name: /^Comodidad con las herramientas de IA/ })
      .selectOption({ label: 'Principiante' })
    await form.getByRole('radio', { name: 'Sí' }).check()
    await textbox(page, '¿Por qué quiere ser AI Coach?').fill('Quiero ayudar.')
    await textbox(page, 'Experiencia pertinente').fill(EXPERIENCE)
    await form.getByRole('checkbox', { name: /^Acepto los términos de servicio/ }).check()
    await form.getByRole('button', { name: 'Continuar' }).click()

    const summary = page.getByRole('group', { name: 'Hay un problema' })
    await expect(summary).toBeFocused()
    const lines = summary.getByRole('link')
    await expect(lines).toHaveCount(3)
    await expect(lines.nth(0)).toHaveText('La dirección de correo electrónico no es válida')
    await expect(lines.nth(1)).toContainText('eleccione su región')
    await expect(lines.nth(2)).toHaveText(
      'Por qué quiere ser AI Coach: escriba al menos 50 caracteres',
    )
    await expect(summary).not.toContainText(ENGLISH_MESSAGE)
    // Beside each field, its own message in Spanish, which the field names as its description.
    await expect(textbox(page, 'Correo electrónico')).toHaveAccessibleDescription(
      /La dirección de correo electrónico no es válida/,
    )
    await expect(
      form.getByRole('combobox', { name: /^Región de Idaho/ }),
    ).toHaveAccessibleDescription(/Seleccione su región/)
    await expect(textbox(page, '¿Por qué quiere ser AI Coach?')).toHaveAccessibleDescription(
      /Escriba al menos 50 caracteres/,
    )
    await expect(page.getByText('Error de validación', { exact: true })).toBeVisible()
  })

  await test.step('corrected, the answers are shown for checking in Spanish', async () => {
    await textbox(page, 'Correo electrónico').fill(email)
    await form
      .getByRole('combobox', { name: /^Región de Idaho/ })
      .selectOption({ label: 'Suroeste de Idaho' })
    await textbox(page, '¿Por qué quiere ser AI Coach?').fill(WHY)
    await form.getByRole('button', { name: 'Continuar' }).click()

    const heading = page.getByRole('heading', {
      name: 'Revise sus respuestas antes de enviar su solicitud',
    })
    await expect(heading).toBeFocused()
    const answers = page.getByRole('region', {
      name: 'Revise sus respuestas antes de enviar su solicitud',
    })
    await expect(answers).toContainText('Todavía no se ha enviado nada.')
    await expect(answers.getByText('Suroeste de Idaho', { exact: true })).toBeVisible()
    await expect(answers.getByText('Tiempo completo (40 horas por semana)')).toBeVisible()
    await expect(answers.getByText(WHY)).toBeVisible()
    await expect(answers.getByRole('link', { name: 'Cambiar ciudad' })).toBeVisible()
  })

  await test.step('sent, it is stored as Spanish and confirmed in Spanish with its reference', async () => {
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    const confirmation = form.getByRole('status')
    await expect(confirmation).toBeFocused()
    await expect(confirmation).toContainText(REFERENCE)
    reference = REFERENCE.exec((await confirmation.textContent()) ?? '')![0]
    expect(
      await query('select reference, language from public.coach_applications where email = $1', [
        email,
      ]),
    ).toEqual([{ reference, language: 'es' }])
    // What the form promises once sent, in Spanish: the heading, the reference's words, the
    // next steps and the way to send another.
    await expect(confirmation).toHaveAccessibleName('Recibimos su solicitud de AI Coach')
    await expect(confirmation).toContainText('Su referencia')
    await expect(confirmation.getByRole('heading', { name: 'Próximos pasos' })).toBeVisible()
    await expect(confirmation).toContainText('Nuestro equipo revisa su solicitud.')
    await expect(confirmation.getByRole('button', { name: 'Enviar otro' })).toBeVisible()
    await expect(confirmation).not.toContainText(/Your reference|What happens next/)
  })

  await test.step('the acknowledgement e-mail is in Spanish with the reference', async () => {
    const acknowledgement = await inbox.findTo(email, 'acknowledgement')
    // Written in the submission's language.
    expect(acknowledgement.subject).toBe(
      `Idaho AI Alliance: recibimos su solicitud de AI Coach (${reference})`,
    )
    expect(acknowledgement.text).toContain('Hola, María:')
    expect(acknowledgement.text).toContain(`Su referencia: ${reference}`)
    expect(acknowledgement.text).toContain('Próximos pasos')

    // The e-mail's link to the status page, opened on this site. It leads to the English page
    // even in the Spanish e-mail (the acknowledgement's link names no language), so the page's
    // own switch leads to its Spanish.
    const link = /https?:\/\/\S+?\/(?:es\/)?application-status\b/.exec(acknowledgement.text)
    expect(link, 'a link to the status page in the acknowledgement').not.toBeNull()
    await page.goto(new URL(link![0]).pathname)
    await waitForApp(page)
    if ((await page.locator('html').getAttribute('lang')) !== 'es') {
      await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
      await waitForApp(page)
    }
  })

  await test.step('the status page in Spanish finds the application by its reference', async () => {
    await expect(page).toHaveURL(/\/es\/application-status$/)
    await expectSpanishHead(page, '/application-status')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Consulte en qué etapa está su solicitud',
    )
    const check = page.getByRole('button', { name: 'Consultar el estado' })
    await page.getByRole('textbox', { name: /^Número de referencia/ }).fill(reference)
    await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email)
    await check.click()
    const answer = page.getByRole('region', { name: 'Solicitud para ser AI Coach' })
    await expect(answer).toBeFocused()
    await expect(answer.getByText('Etapa', { exact: true })).toBeVisible()
    await expect(answer.getByText('Recibido', { exact: true })).toBeVisible()
    await expect(answer.getByText('Qué sigue', { exact: true })).toBeVisible()
    // The date as Spanish writes it ("29 de noviembre de 2026").
    await expect(answer.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/)
    await expect(answer).not.toContainText(lastName)
  })

  await test.step('a reviewer sees the application as Spanish on the desk', async () => {
    const reviewer = await createUser()
    await query(`insert into public.user_roles (user_id, role) values ($1, 'reviewer')`, [
      reviewer.id,
    ])
    const totpSecret = generateTotpSecret()
    await enrolVerifiedTotpFactor(db, reviewer.id, totpSecret)
    // The reviewer at their desk, on a computer of their own.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const deskPage = await desk.newPage()
      await signInThroughPage(deskPage, { ...reviewer, totpSecret })
      const detail = await openRecordFromDesk(deskPage, {
        tab: 'Coach applications',
        firstName: 'María',
        lastName,
      })
      await expect(detail).toContainText(reference)
      await expect(detail.getByText('Language', { exact: true })).toBeVisible()
      await expect(detail.getByRole('link', { name: 'Spanish', exact: true })).toBeVisible()
    } finally {
      await desk.close()
    }
  })

  expect(consoleErrors).toEqual([])
})

/** The switch on a Spanish page: "English", in English, to the same page in English. */
async function expectEnglishSwitch(page: Page, englishPath: string) {
  const switchLink = page.getByRole('banner').getByRole('link', { name: 'English', exact: true })
  await expect(switchLink).toHaveAttribute('hreflang', 'en')
  await expect(switchLink).toHaveAttribute('lang', 'en')
  expect(new URL((await switchLink.getAttribute('href'))!, page.url()).pathname).toBe(englishPath)
}

test('every Spanish page says it is Spanish, names its alternates and passes axe at 320, 375 and 1280 px', async ({
  page,
  open,
  expectNoAxeViolations,
  consoleErrors,
}) => {
  const spanishPaths = await spanishPathsInSitemap(page.request)
  // The pages the repository's seed publishes in Spanish; a build that lists fewer lost some.
  expect(spanishPaths.length).toBeGreaterThanOrEqual(12)
  test.setTimeout(spanishPaths.length * 20_000)
  for (const path of spanishPaths) {
    const englishPath = englishPathOf(path)
    await test.step(path, async () => {
      await page.setViewportSize({ width: 375, height: 812 })
      await open(path)
      await expectSpanishHead(page, englishPath)
      await expectEnglishSwitch(page, englishPath)
      // Its own title for search results and tabs, not the English page's.
      const english = await page.request.get(englishPath)
      const englishTitle = /<title>([^<]*)<\/title>/.exec(await english.text())?.[1]
      expect(await page.title(), `the title of ${path}`).not.toBe(englishTitle)
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await expectNoAxeViolations({ label: `${path} at ${width} px` })
      }
    })
  }
  expect(consoleErrors).toEqual([])
})

/*
 * On a Spanish page, a link in the page's content to a page published in Spanish leads to its
 * Spanish version: the page copy's own links, the words other pages own (the program areas'
 * cards), and the links the route adds (the hero's sponsor button).
 */
test('on a Spanish page, the content’s links to a page published in Spanish lead to its Spanish', async ({
  page,
  open,
}) => {
  const spanishPaths = await spanishPathsInSitemap(page.request)
  const translated = new Set(spanishPaths.map(englishPathOf))
  const wrong: string[] = []
  for (const path of spanishPaths) {
    await open(path)
    const hrefs = await page
      .getByRole('main')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of hrefs) {
      const target = href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1')
      if (translated.has(target)) wrong.push(`${path}: ${href}`)
    }
  }
  expect(wrong).toEqual([])
})

/*
 * On /es/application-status the lookup's summary, labels and messages are all Spanish: the
 * heading "Hay un problema", "(obligatorio)" and the field's own message.
 */
test('the status page in Spanish, asked with nothing filled in, says what is missing in Spanish', async ({
  page,
  open,
}) => {
  await open('/es/application-status')
  await page.getByRole('button', { name: 'Consultar el estado' }).click()
  const summary = page.getByRole('group', { name: 'Hay un problema' })
  await expect(summary).toBeFocused({ timeout: 3_000 })
  await expect(summary).toContainText('Escriba su número de referencia')
  await expect(
    page.getByRole('textbox', { name: 'Número de referencia (obligatorio)' }),
  ).toHaveAccessibleDescription(/Escriba su número de referencia/)
})
