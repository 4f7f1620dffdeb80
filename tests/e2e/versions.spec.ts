import type { Browser, Page } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { expect, PASSWORD, staffHeaders, test, unique } from './support'
import { freePorts } from '../support/freePorts'

/*
 * Issue 47 in Payload's panel: a draft of a treatment's price is seen in the live preview and not on the page until
 * it is published; the version list compares and restores the earlier price; a promotion scheduled in the panel
 * appears on the page by itself at its time, run by the server's jobs runner. Desktop only: the panel's phone
 * layout is Payload's.
 */

const logIn = async (page: Page, origin = '', password = PASSWORD) => {
  await page.goto(`${origin}/admin/login`)
  await page.locator('#field-username').fill('admin')
  await page.locator('#field-password').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The page as a visitor sees it, in a browser of their own (no staff cookie). */
const visitorPage = async (browser: Browser, url: string): Promise<Page> => {
  const context = await browser.newContext({ locale: 'sv-SE' })
  const page = await context.newPage()
  await page.goto(url)
  return page
}

const priceText = (kronor: string) => `från ${kronor}\u00a0SEK`

test('a draft price is in the live preview only; published it is on the page; the version list restores it', async ({
  page,
  browser,
  request,
}) => {
  const headers = await staffHeaders(request)
  const name = unique('Versionsbehandling')
  const created = await request.post('/api/services', {
    headers,
    data: { name, category: 'facial', price: 700, duration: 45 },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).data.id
  // Other tests count the page's treatments: this one leaves none behind, whatever happens below.
  try {
    await draftPublishRestore(page, browser, id, name)
  } finally {
    expect((await request.delete(`/api/services/${id}`, { headers })).status()).toBe(200)
  }
})

const draftPublishRestore = async (page: Page, browser: Browser, id: number, name: string) => {
  await logIn(page)
  await page.goto(`/admin/collections/treatments/${id}?locale=sv`)
  await page.locator('#live-preview-toggler').click()
  const card = page.frameLocator('#live-preview-iframe').getByTestId('service-card').filter({ hasText: name })
  await expect(card.locator('.service-card__price')).toHaveText(priceText('700'))

  await page.locator('#field-price').fill('1450')
  await page.locator('#action-save-draft').click()
  await expect(page.getByText('Utkastet sparades').first()).toBeVisible()
  await expect(card.locator('.service-card__price')).toHaveText(priceText('1\u00a0450'))
  await page.locator('#live-preview-toggler').click()

  const visitor = await visitorPage(browser, '/')
  const onPage = visitor.getByTestId('service-card').filter({ hasText: name }).locator('.service-card__price')
  await expect(onPage).toHaveText(priceText('700'))

  await page.locator('#action-save').click()
  await expect(page.locator('#action-save')).toBeDisabled()
  await visitor.reload()
  await expect(onPage).toHaveText(priceText('1\u00a0450'))

  // The version list: the first version (700) compared with the current one, then restored.
  await page.goto(`/admin/collections/treatments/${id}/versions`)
  const rows = page.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  await rows.last().getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'Jämför versioner' })).toBeVisible()
  await expect(page.getByText('Jämför mot')).toBeVisible()
  await expect(page.getByText('700', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Återställ den här versionen' }).click()
  await page.getByRole('button', { name: 'Bekräfta' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/treatments/${id}$`))
  await expect(page.locator('#field-price')).toHaveValue('700')
  await visitor.reload()
  await expect(onPage).toHaveText(priceText('700'))
  await visitor.context().close()
}

test.describe('scheduled publishing', () => {
  test.describe.configure({ timeout: 300_000 })
  // The content manager's browser is in Sweden, as the salon's times are.
  test.use({ timezoneId: 'Europe/Stockholm' })
  let port: number
  let origin: string
  const password = 'Schedule-Admin-Password-1'
  let data: string
  // The server's clock (tests/support/shifted-clock.cjs): moved past the scheduled time instead of waiting for it.
  let clockFile: string
  let build: string
  let server: ServerRun | undefined

  test.beforeAll(async () => {
    ;[port] = await freePorts(1)
    origin = `http://127.0.0.1:${port}`
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-schedule-'))
    clockFile = path.join(data, 'clock')
    build = privateBuild()
    fs.writeFileSync(clockFile, '0')
    server = startServer(build, {
      DATA_DIR: path.join(data, 'data'),
      DATABASE_URI: `file:${path.join(data, 'salong.db')}`,
      PAYLOAD_SECRET: 'schedule-publish-secret-0123456789abcdef',
      ADMIN_PASSWORD: password,
      SERVER_URL: origin,
      RATE_LIMIT_FACTOR: '20',
      PORT: String(port),
      SALONG_TEST_CLOCK: clockFile,
      NODE_OPTIONS: `--require ${path.resolve('tests/support/shifted-clock.cjs')}`,
    })
    await ready(server, port, 240_000)
  })

  test.afterEach(async ({}, testInfo) => {
    // What the server's jobs runner did, to read when the publish did not come.
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('server output', { body: server?.output().slice(-20_000) ?? '' })
  })

  test.afterAll(async () => {
    await server?.stop()
    for (const dir of [build, data]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a promotion scheduled in the panel appears on the page by itself at its time', async ({
    page,
    browser,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: origin })
    const login = await api.post('/api/auth/login', { data: { username: 'admin', password } })
    const headers = { Authorization: `Bearer ${(await login.json()).data.token}` }
    const [service] = (await (await api.get('/api/services')).json()).data as { id: number }[]
    const title = unique('Sommarkampanj')
    const today = new Date().toISOString().slice(0, 10)
    const draft = await api.post('/api/promotions?draft=true', {
      headers,
      data: {
        treatment: service.id,
        title,
        discountPercent: 25,
        startDate: today,
        endDate: '2099-12-31',
        _status: 'draft',
      },
    })
    expect(draft.status()).toBe(201)
    const id = (await draft.json()).doc.id

    // Cached before the publish: the job must expire it.
    const visitor = await visitorPage(browser, `${origin}/`)
    await expect(visitor.getByTestId('service-card').first()).toBeVisible()
    const card = visitor.getByTestId('discount-card').filter({ hasText: title })
    await expect(card).toHaveCount(0)

    await logIn(page, origin, password)
    await page.goto(`${origin}/admin/collections/promotions/${id}?locale=sv`)
    await page.locator('#action-save-popup .popup-button').click()
    await page.locator('#schedule-publish').click()
    // Payload's drawer offers "Avpublicera" first for a document never published (it counts newer versions only
    // against a published one): the content manager picks "Publicera" (docs/decisions/0050-versions-and-drafts.md).
    await page.locator('.schedule-publish__type').getByText('Publicera', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Publicera', exact: true })).toBeChecked()
    const time = page.locator('.schedule-publish__scheduler .react-datepicker__input-container input')
    await time.click()
    // Today first: only then does the picker offer no time already past (before a day is chosen, it offers 00:00).
    await page.locator('.react-datepicker__day--today').click()
    if (!(await page.locator('.react-datepicker__time-list').isVisible())) await time.click()
    // The first time the picker offers: the next five minutes, in Stockholm time.
    await page
      .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
      .first()
      .click()
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Schemalagt').first()).toBeVisible()
    // The panel lists what is scheduled.
    const upcoming = page.locator('.schedule-publish__upcoming tbody tr')
    await expect(upcoming).toHaveCount(1)
    await expect(upcoming).toContainText('Publicera')

    // Five minutes and a bit later on the server's clock: its runner's next tick (every minute) publishes it.
    fs.writeFileSync(clockFile, String(6 * 60_000))
    // Read as a visitor: a context of its own, with no session cookie from the login above.
    const anonymous = await playwright.request.newContext({ baseURL: origin })
    const listed = async (path: string) =>
      ((await (await anonymous.get(path)).json()).data as { id: unknown }[]).map((discount) => discount.id)
    await expect.poll(() => listed('/api/discounts'), { timeout: 120_000, intervals: [5_000] }).toContain(id)
    expect(await listed('/api/discounts?lang=en')).toContain(id)
    // The page cached before: its next loads show it (the job expired its tag).
    await expect(async () => {
      await visitor.reload()
      await expect(card).toHaveCount(1, { timeout: 1_000 })
    }).toPass({ timeout: 30_000, intervals: [2_000] })
    await Promise.all([visitor.context().close(), api.dispose(), anonymous.dispose()])
  })
})
