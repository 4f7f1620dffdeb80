import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

/** The e2e server's staff password (scripts/e2e-server.sh). */
export const PASSWORD = process.env.E2E_ADMIN_PASSWORD || 'E2e-Admin-Password-1'

/** Where the seeded booking links point (src/seed/content.ts); answered locally by the fixture below. */
export const BOOKING_BASE = 'https://www.bokadirekt.se/places/salong-lumiere-stockholm?service='
export const BOOKING_PAGE_TEXT = 'Testbokning (lokal ersättning för Bokadirekt)'

/**
 * Every test's page: the booking site answers with a small local page, and nothing else leaves the machine
 * (Instagram, Google Maps and any other outside address are aborted, as on a blocked network).
 */
export const test = base.extend<{ noOutsideNetwork: void }>({
  noOutsideNetwork: [
    async ({ context }, use) => {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
        if (route.request().url().startsWith('https://www.bokadirekt.se/')) {
          await route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><html lang="sv"><title>Bokadirekt</title><h1>${BOOKING_PAGE_TEXT}</h1><button>Välj tid</button></html>`,
          })
        } else {
          await route.abort('internetdisconnected')
        }
      })
      await use()
    },
    { auto: true },
  ],
})
export { expect }

/** Waits until React has hydrated the page (the header's toggle carries React's props) and effects have run. */
export const hydrated = async (page: Page): Promise<void> => {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const toggle = document.querySelector('[data-testid="language-toggle"]')
        return Boolean(toggle && Object.keys(toggle).some((key) => key.startsWith('__reactProps')))
      }),
    )
    .toBe(true)
  // The open/closed note appears from an effect of the first render; React runs that render's effects
  // together, so once it shows, the page's listeners and start-up effects are in place.
  await expect(page.getByTestId('open-now').first()).toBeAttached()
}

/** Instant scroll (the page's CSS may scroll smoothly), then waits for the scroll handler's frame. */
export const scrollToY = async (page: Page, y: number): Promise<void> => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Scrolls step by step through the whole page, so lazy images and embeds start loading, then back to the top. */
export const scrollThrough = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = await page.evaluate(() => window.innerHeight)
  for (let y = 0; y < height; y += step) await scrollToY(page, y)
  await scrollToY(page, height)
  await scrollToY(page, 0)
}

/** The map and the feed allowed, as the visitor's choice is stored in the browser (src/lib/embedConsent.ts). */
export const allowEmbeds = async (page: Page): Promise<void> => {
  await page.addInitScript(() =>
    window.localStorage.setItem('salong.embeds', JSON.stringify({ map: true, social: true })),
  )
}

let cachedToken: string | null = null
/** A staff token from the contract's login (cached per worker: logins are rate limited). */
const staffToken = async (request: APIRequestContext): Promise<string> => {
  if (cachedToken) return cachedToken
  const response = await request.post('/api/auth/login', { data: { username: 'admin', password: PASSWORD } })
  expect(response.status()).toBe(200)
  cachedToken = (await response.json()).data.token as string
  return cachedToken
}

export const staffHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await staffToken(request)}`,
})

/**
 * Publishes a document's values in one language over whatever the panel autosaved, after the test has left the
 * panel's edit view (its autosave runs 800 ms after the last keystroke), and checks that no draft is left newer than
 * the published document: the next test opening the panel, or publishing through Payload's REST, would find it.
 * @param path the document on Payload's REST, e.g. `/api/treatments/3` or `/api/globals/settings`
 */
export const publishOverPanelDraft = async (
  request: APIRequestContext,
  path: string,
  values: Record<string, unknown>,
  locale: 'sv' | 'en' = 'sv',
) => {
  const headers = await staffHeaders(request)
  const data = { ...values, _status: 'published' }
  // Payload updates a global with a POST, a collection's document with a PATCH.
  const method = path.startsWith('/api/globals/') ? 'POST' : 'PATCH'
  await expect(async () => {
    expect((await request.fetch(`${path}?locale=${locale}`, { method, headers, data })).status()).toBe(200)
    const newest = await request.get(`${path}?locale=${locale}&draft=true&depth=0`, { headers })
    expect(await newest.json()).toMatchObject(data)
  }).toPass({ timeout: 10_000 })
}

/**
 * Waits for the page's transitions and other finite animations to end, so a check judges what the visitor is left
 * looking at (axe's contrast check once caught a button halfway between its disabled grey and its colour).
 */
export const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )

/** A value no other test run uses. */
export const unique = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
