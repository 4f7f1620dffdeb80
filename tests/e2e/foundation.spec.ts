import { expect, test } from '@playwright/test'

import { hydrated } from './support'
import { en } from '../../src/lib/i18n/en'
import { sv } from '../../src/lib/i18n/sv'

const password = process.env.E2E_ADMIN_PASSWORD || 'E2e-Admin-Password-1'

test('the home page answers with the site title from the settings', async ({ page, request }) => {
  const settings = await (await request.get('/api/settings')).json()
  const title = settings.data.find((entry: { key: string }) => entry.key === 'site_title').value_sv
  expect(title).toBeTruthy()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(new RegExp(title))
})

test('a settings change saved by staff shows on the next page load', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: { username: 'admin', password } })
  const { token } = await login.json()
  const headers = { Authorization: `Bearer ${token}` }
  // Put the seeded subtitle back afterwards: the later tests and the screenshots show the demo content.
  const before = (await (await request.get('/api/settings')).json()).data.find(
    (entry: { key: string }) => entry.key === 'site_subtitle',
  )
  try {
    const saved = await request.put('/api/settings', {
      headers,
      data: { settings: [{ key: 'site_subtitle', value_sv: 'Nyöppnat spa', value_en: 'Newly opened spa' }] },
    })
    expect(saved.status()).toBe(200)
    await page.goto('/')
    await expect(page.getByText('Nyöppnat spa')).toBeVisible()
  } finally {
    await request.put('/api/settings', { headers, data: { settings: [before] } })
  }
})

// Sections hydrate one by one after the page (Activity boundaries), never shown later by a script: the server's
// HTML holds each of them complete, in place, as a browser without JavaScript shows.
test('without JavaScript every section is on the page, in both languages', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    for (const [path, texts, lang] of [
      ['/', sv, 'sv'],
      ['/en', en, 'en'],
    ] as const) {
      const [service] = (await (await request.get(`/api/services?lang=${lang}`)).json()).data as { name: string }[]
      const response = await page.goto(path)
      for (const title of [texts.services.title, texts.gallery.title, texts.prices.title, texts.contact.title]) {
        await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
      }
      await expect(page.getByText(service.name, { exact: true }).first()).toBeVisible()
      await expect(page.getByRole('contentinfo').getByText(texts.footer.tagline)).toBeVisible()
      // The interactive islands below the hero are in place as well, complete without their code.
      for (const island of [
        'gallery-grid',
        'social-fallback',
        'newsletter-section',
        'contact-form',
        'map-placeholder',
        'newsletter-footer',
        'privacy-settings',
      ]) {
        await expect(page.getByTestId(island), `${path} shows ${island}`).toBeVisible()
      }
      // A Suspense boundary the server sent unfinished (`<!--$?-->`) would stay hidden until a script revealed it.
      expect((await response!.text()).includes('<!--$?-->'), `${path} holds a section sent unfinished`).toBe(false)
    }
  } finally {
    await context.close()
  }
})

test('"open now" follows Stockholm time, on summer and on winter time, in both languages', async ({ page }) => {
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/{{(\w+)}}/g, (_, key: string) => values[key])
  const closedTillTuesday = `${sv.open.closedNow} · ${fill(sv.open.opensAt, { day: sv.days.tue, time: '09:00' })}`
  const openTill = ({ open }: typeof en) => `${open.openNow} · ${fill(open.closesAt, { time: '19:00' })}`
  // The seeded hours: weekdays 09:00–19:00. Each moment is open on one of Stockholm's offsets, closed on the other.
  const moments = [
    // Monday 19:30 in summer (18:30 on winter time).
    { at: '2026-07-06T17:30:00Z', path: '/', text: closedTillTuesday },
    // Monday 09:30 in summer (08:30 on winter time).
    { at: '2026-07-06T07:30:00Z', path: '/en', text: openTill(en) },
    // Monday 18:30 in winter (19:30 on summer time).
    { at: '2026-11-23T17:30:00Z', path: '/', text: openTill(sv) },
  ]
  for (const { at, path, text } of moments) {
    await page.clock.setFixedTime(new Date(at))
    await page.goto(path)
    // Chromium has Temporal, which the page prefers to Intl (src/lib/openingHours.ts); the unit spec covers Intl.
    expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('object')
    await expect(page.getByTestId('open-now').first()).toHaveText(text)
  }
})

test('a page from the cache asks for what its first frame does not need only once that frame is on the screen', async ({
  page,
  request,
}) => {
  // Each a first visit: an image the browser still holds from the other page would be shown at once.
  const browserSession = await page.context().newCDPSession(page)
  await browserSession.send('Network.enable')
  await browserSession.send('Network.setCacheDisabled', { cacheDisabled: true })
  for (const path of ['/', '/en']) {
    // The first visit after a change renders the page afresh and streams it as Next writes it.
    let sent = ''
    await expect(async () =>
      expect((sent = await (await request.get(path)).text())).toContain('after-first-paint'),
    ).toPass()
    // The manifest and icons, which the browser fetches at once (outside the page's own timeline), come with it.
    expect(sent.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/<link rel="(manifest|icon)"/)
    await page.goto(path)
    await hydrated(page)
    const { paint, started } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      started: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
    }))
    const startOf = (kind: RegExp) => started.filter(({ name }) => kind.test(name)).map(({ startTime }) => startTime)
    expect(paint).toBeGreaterThan(0)
    // The scripts, and the treatments' pictures just below the hero.
    const scripts = startOf(/\/_next\/static\/chunks\/.+\.js$/)
    expect(scripts.length).toBeGreaterThan(0)
    expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(paint)
    const pictures = await page
      .getByTestId('service-card')
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc).filter(Boolean))
    const picturesStarted = started.filter(({ name }) => pictures.includes(name)).map(({ startTime }) => startTime)
    expect(picturesStarted.length, path).toBeGreaterThan(0)
    expect(Math.min(...picturesStarted), path).toBeGreaterThanOrEqual(paint)
    // Then the page is whole: its manifest and icons in the head, the first pictures shown.
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="icon"]')).toHaveCount(2)
    await page.getByTestId('service-card').first().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        page
          .getByTestId('service-card')
          .first()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0)
  }
})

test("a first visit logs no error in the browser console, and /favicon.ico is the salon's icon", async ({
  browser,
  request,
}) => {
  for (const path of ['/', '/en']) {
    // A new browser profile each time: nothing cached, as a visitor's first visit.
    const context = await browser.newContext()
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    await page.goto(path)
    await hydrated(page)
    // The icons the page links once it has painted, and the one browsers ask for by themselves. The tab's icon is
    // that one, already fetched: not an SVG the page's main thread would have to draw while it starts.
    await expect(page.locator('head link[rel="icon"]')).toHaveCount(2)
    await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(problems, path).toEqual([])
    await context.close()
  }
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  // An ICO file: reserved 0, type 1 (icon), then its images.
  const bytes = Buffer.from(await icon.body())
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3])
})

test('the bare pages and handler the benches measure against are not served to visitors, only to the benches', async ({
  request,
}) => {
  for (const path of ['/budget-baseline', '/budget-baseline/handler', '/budget-baseline/hero/sv']) {
    expect((await request.get(path)).status()).toBe(404)
    expect((await request.get(path, { headers: { 'x-budget-baseline': '1' } })).status()).toBe(200)
  }
})

test('/admin shows the staff login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.locator('#field-username')).toBeVisible()
  await expect(page.locator('#field-password')).toBeVisible()
})

test('the seeded admin logs in to the admin panel and sees the salon content', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('#field-username').fill('admin')
  await page.locator('#field-password').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/treatments')
  await expect(page.getByText(/VIP/).first()).toBeVisible()
})

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('#field-username').fill('admin')
  await page.locator('#field-password').fill('not-the-password')
  await page.locator('button[type="submit"]').click()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText(/incorrect|felaktig/i, { timeout: 15_000 })
  await expect(page).toHaveURL(/login/)
})
