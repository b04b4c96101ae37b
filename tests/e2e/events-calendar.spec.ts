/**
 * A visitor puts the events in their calendar, from the home page: the footer's Statewide Events,
 * then an event card's "Add to calendar" (that event's own .ics file) and "Subscribe to all
 * events" (webcal://, with the https address beside it). The files are the prerendered ones the
 * static host serves, with the type calendar apps open (text/calendar), and they read as calendars
 * (node-ical); the links are plain links that work before any script has loaded.
 */
import ical, { type VEvent } from 'node-ical'
import { expect, test } from './fixtures'

/** A served calendar file: its Content-Type and its events, read by a calendar parser. */
async function servedCalendar(url: string) {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  const events = Object.values(ical.sync.parseICS(await response.text())).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  )
  return { type: response.headers.get('content-type'), events }
}

// Plain links and prerendered files: none of it needs the app's script.
test.use({ javaScriptEnabled: false })

test('a visitor adds an event to their calendar and subscribes to every event', async ({
  page,
  baseURL,
}) => {
  await test.step('from the home page, the footer leads to the events', async () => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Statewide Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
  })

  const addLinks = page.getByRole('link', { name: /^Add to calendar\b/ })
  await test.step('each dated event offers "Add to calendar", a file that holds that event', async () => {
    await expect(addLinks.first()).toBeVisible()
    const count = await addLinks.count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index += 1) {
      const link = addLinks.nth(index)
      // The card's event, named for screen readers after the words the link shows.
      const name = (await link.locator('.sr-only').textContent())!.replace(/^:\s*/, '')
      const href = await link.getAttribute('href')
      expect(href).toMatch(/^\/events\/[a-z0-9-]+\.ics$/)
      const { type, events } = await servedCalendar(new URL(href!, baseURL).href)
      expect(type).toBe('text/calendar; charset=utf-8')
      expect(events.map((event) => event.summary)).toEqual([name])
      expect(events[0]?.sequence).toBe(0)
    }
  })

  await test.step('"Subscribe to all events" is the webcal:// address of the calendar of them all', async () => {
    const subscribe = page.getByRole('link', { name: 'Subscribe to all events' })
    const webcal = await subscribe.getAttribute('href')
    const https = new URL('/events.ics', baseURL).href
    expect(webcal).toBe(https.replace(/^https?:/, 'webcal:'))
    // The same address for apps that ask for a web address, shown to copy.
    await expect(page.getByRole('link', { name: https })).toBeVisible()
    const { type, events } = await servedCalendar(https)
    expect(type).toBe('text/calendar; charset=utf-8')
    expect(events).toHaveLength(await addLinks.count())
    for (const event of events) expect(event.uid).toMatch(/^[a-z0-9-]+@127\.0\.0\.1$/)
  })
})
