import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, goToArea, logIn, openAdmin, test } from './admin-support'
import { allMails, confirmSignup } from './outbox'
import { staffHeaders, unique } from './support'

/** Every mail in the outbox with this subject. */
const mailsWithSubject = (subject: string) => allMails().filter((mail) => mail.subject === subject)

const api = async <T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
  const response = await request[method](url, { headers: await staffHeaders(request), data })
  expect(response.ok(), `${method} ${url}`).toBe(true)
  return (await response.json()).data as T
}

const SUBSCRIBER = /^e2e-mail-/
const MAILING = /E2E-post-/

/** A newsletter subscriber signed up through the contract, as a visitor would; confirmed through the e-mailed link unless `pending`. */
const subscribe = async (request: APIRequestContext, lang: 'sv' | 'en' = 'sv', { pending = false } = {}) => {
  const email = `${unique('e2e-mail')}@example.com`.toLowerCase()
  const response = await request.post('/api/newsletter/subscribe', {
    data: { email, firstName: 'Test', marketingConsent: true, lang },
  })
  expect(response.status()).toBe(200)
  if (!pending) await confirmSignup(request, email)
  return email
}

test.afterEach(async ({ request }) => {
  const headers = await staffHeaders(request)
  const mailings = (await (await request.get('/api/notifications', { headers })).json()).data as {
    id: string
    subject_sv: string
  }[]
  for (const mailing of mailings.filter((item) => MAILING.test(item.subject_sv)))
    await request.delete(`/api/notifications/${mailing.id}`, { headers })
  const list = (await (await request.get('/api/newsletter/subscribers?limit=100', { headers })).json()).data
    .subscribers as { id: string; email: string }[]
  for (const subscriber of list.filter((item) => SUBSCRIBER.test(item.email)))
    await request.delete(`/api/newsletter/subscribers/${subscriber.id}`, { headers })
})

test.describe('mailings', () => {
  test('compose from a template, preview both languages, send to the reachable subscribers once each, delete', async ({
    page,
    request,
  }) => {
    const swedish = await subscribe(request, 'sv')
    const english = await subscribe(request, 'en')
    const pending = await subscribe(request, 'sv', { pending: true })
    const templates = await api<{ discounts: { running: unknown[]; upcoming: unknown[] } }>(
      request,
      'get',
      '/api/notifications/templates/data',
    )
    const generated = await api<{ subject_sv: string; subject_en: string; body_sv: string; body_en: string }>(
      request,
      'post',
      '/api/notifications/templates/generate',
      {
        template: 'new_discounts',
      },
    )

    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'mailings')
    await page.getByRole('button', { name: 'Nytt utskick' }).click()

    // The templates say what they draw on; a template asks before replacing typed text, then fills both languages.
    const template = page.locator('[data-template="new_discounts"]')
    await expect(template.getByTestId('template-draws-on')).toHaveText(
      `${templates.discounts.running.length} pågående och ${templates.discounts.upcoming.length} kommande kampanjer`,
    )
    await page.getByLabel('Ämne (svenska)').fill('Mitt eget utkast')
    await template.getByRole('button', { name: 'Använd mallen Nya erbjudanden' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Ersätta det du skrivit?' })
    await ask.getByRole('button', { name: 'Ersätt' }).click()
    await expect(page.getByLabel('Ämne (svenska)')).toHaveValue(generated.subject_sv)
    await expect(page.getByLabel('Text (svenska)')).toHaveValue(generated.body_sv)
    await expect(page.getByLabel('Text (engelska)')).toHaveValue(generated.body_en)

    const marker = unique('E2E-post')
    const subject = `${generated.subject_sv} ${marker}`
    const subjectEn = `${generated.subject_en} ${marker}`
    await page.getByLabel('Ämne (svenska)').fill(subject)
    await page.getByLabel('Ämne (engelska)').fill(subjectEn)

    // The preview is the composed e-mail, in a frame with no rights, in each language.
    await page.getByTestId('mail-preview-button').click()
    for (const [locale, greeting, subjectLine] of [
      ['sv', 'Hej!', `Ämne: ${subject}`],
      ['en', 'Hello!', `Ämne: ${subjectEn}`],
    ] as const) {
      const preview = page.getByTestId(`mail-preview-${locale}`)
      await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '')
      await expect(preview.locator('iframe')).toHaveAttribute('srcdoc', new RegExp(`<html[^>]* lang="${locale}"`))
      const body = preview.frameLocator('iframe').locator('body')
      await expect(body).toContainText(greeting)
      await expect(body.locator('a[href*="/api/newsletter/unsubscribe?token="]')).toHaveCount(1)
      await expect(preview.getByTestId('mail-preview-subject')).toHaveText(subjectLine)
    }
    await page.getByTestId('mailing-save').click()

    const row = page.getByTestId('mailing-row').filter({ hasText: subject })
    await expect(row).toHaveAttribute('data-state', 'active')

    // The dialog names as many subscribers as the contract will reach.
    const reachable = (
      await api<{ reachable_subscribers: number }>(request, 'get', '/api/notifications/stats/overview')
    ).reachable_subscribers
    expect(reachable).toBeGreaterThanOrEqual(2)
    await row.getByRole('button', { name: `Skicka: ${subject}` }).click()
    await expect(page.getByRole('dialog', { name: `Skicka till ${reachable} prenumeranter?` })).toBeVisible()
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-result')).toHaveText(`Skickat till ${reachable}. Misslyckades: 0.`)
    await page.getByRole('dialog').getByRole('button', { name: 'Stäng' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(row).toHaveAttribute('data-state', 'sent')
    await expect(row.getByTestId('mailing-meta')).toContainText(`till ${reachable} prenumeranter`)

    // Each reachable subscriber got exactly one, in their language; the unconfirmed one none.
    const inSwedish = mailsWithSubject(subject)
    const inEnglish = mailsWithSubject(subjectEn)
    expect(inSwedish.filter((mail) => mail.to === swedish)).toHaveLength(1)
    expect(inEnglish.filter((mail) => mail.to === english)).toHaveLength(1)
    expect(inEnglish.find((mail) => mail.to === english)?.text).toContain('Hello!')
    expect([...inSwedish, ...inEnglish].filter((mail) => mail.to === swedish || mail.to === english)).toHaveLength(2)
    expect([...inSwedish, ...inEnglish].filter((mail) => mail.to === pending)).toHaveLength(0)
    expect(inSwedish.length + inEnglish.length).toBe(reachable)

    await row.getByRole('button', { name: `Ta bort: ${subject}` }).click()
    await page.getByRole('alertdialog').getByTestId('confirm').click()
    await expect(row).toHaveCount(0)
    expect(
      (await api<{ subject_sv: string }[]>(request, 'get', '/api/notifications')).some(
        (item) => item.subject_sv === subject,
      ),
    ).toBe(false)
  })

  test('a send that is already running shows the contract’s text', async ({ page, request }) => {
    await subscribe(request)
    const subject = unique('E2E-post')
    await api(request, 'post', '/api/notifications', { subject_sv: subject, body_sv: 'Text' })
    await page.route('**/api/notifications/*/send', (route) =>
      route.fulfill({
        status: 409,
        json: { success: false, error: 'This notification is being sent right now. Wait until it has finished.' },
      }),
    )
    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'mailings')
    await page
      .getByTestId('mailing-row')
      .filter({ hasText: subject })
      .getByRole('button', { name: `Skicka: ${subject}` })
      .click()
    await expect(page.getByRole('dialog', { name: /^Skicka till \d+ prenumerant(er)?\?$/ })).toBeVisible()
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-failure')).toHaveText('Utskicket skickas just nu. Vänta tills det är klart.')
    await expect(page.getByTestId('send-confirm')).toBeEnabled()
  })
})

type Week = { date: string; visits: number; clicks: number }[]

/** The rows of a chart's table alternative, as text cells. */
const tableRows = (page: Page, testId: string) =>
  page
    .getByTestId(`${testId}-table`)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')))

test.describe('analytics', () => {
  test('the charts’ tables show what the contract reports for seeded visits and clicks', async ({ page, request }) => {
    const service = unique('E2E-behandling')
    const discount = unique('E2E-kampanj')
    for (let visit = 0; visit < 3; visit++) {
      expect(
        (await request.post('/api/simple-analytics/track-visitor', { data: { ip_address: unique('v') } })).status(),
      ).toBe(200)
    }
    for (const [type, name, times] of [
      ['service_booking', service, 2],
      ['discount_booking', discount, 1],
    ] as const) {
      for (let click = 0; click < times; click++) {
        const response = await request.post('/api/simple-analytics/track-click', {
          data: { element_type: type, element_id: name, element_name: name },
        })
        expect(response.status()).toBe(201)
      }
    }

    // The page counts its own visit when it opens: wait for it, so the contract's numbers below are final.
    const visited = page.waitForResponse((response) => response.url().endsWith('/api/simple-analytics/track-visitor'))
    await openAdmin(page)
    await visited
    await logIn(page)
    const week = await api<Week>(request, 'get', '/api/simple-analytics/weekly-stats')
    const today = week[week.length - 1].date
    const day = await api<{ visits: number; unique_visitors: number; total_clicks: number }>(
      request,
      'get',
      `/api/simple-analytics/daily-stats?date=${today}`,
    )
    expect(day.visits).toBeGreaterThanOrEqual(3)

    // The dashboard's small chart: this week's visits and clicks.
    await expect
      .poll(() => tableRows(page, 'dashboard-week'))
      .toEqual(week.map((d) => [d.date, String(d.visits), String(d.clicks)]))

    await goToArea(page, 'analytics')
    await expect(page.getByTestId('day-visits')).toHaveText(String(day.visits))
    await expect(page.getByTestId('day-uniqueVisitors')).toHaveText(String(day.unique_visitors))
    await expect(page.getByTestId('day-clicks')).toHaveText(String(day.total_clicks))
    await expect.poll(() => tableRows(page, 'chart-visits')).toEqual(week.map((d) => [d.date, String(d.visits)]))
    await expect.poll(() => tableRows(page, 'chart-clicks')).toEqual(week.map((d) => [d.date, String(d.clicks)]))
    await expect.poll(() => tableRows(page, 'chart-top-services')).toContainEqual([service, '2'])
    await expect.poll(() => tableRows(page, 'chart-top-discounts')).toContainEqual([discount, '1'])

    // Each chart has a name, and its table can be shown instead of the drawing.
    const visits = page.getByRole('figure', { name: 'Besök per dag' })
    await expect(visits).toBeVisible()
    await visits.getByRole('button', { name: 'Visa som tabell' }).click()
    await expect(visits.getByRole('table', { name: 'Besök per dag' })).toBeVisible()

    // Another day: the day before has none of today's seeded clicks by name.
    await page.getByTestId('analytics-date').fill(week[5].date)
    await expect(page.getByRole('heading', { name: `Dagen ${week[5].date}` })).toBeVisible()
    await expect(page.getByTestId('day-visits')).toHaveText(String(week[5].visits))
  })
})

for (const path of ['/', '/en']) {
  test(`axe finds nothing in mailings and analytics on ${path}`, async ({ page, request }) => {
    const subject = unique('E2E-post')
    await api(request, 'post', '/api/notifications', { subject_sv: subject, body_sv: 'Text', is_active: false })
    const check = async (where: string) => {
      await expect(page.getByTestId('loading')).toHaveCount(0)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(
        results.violations.map(
          (violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    }
    await openAdmin(page, path)
    await logIn(page)
    await check('dashboard')
    await goToArea(page, 'mailings')
    await expect(page.getByTestId('mailing-row').first()).toBeVisible()
    await check('mailings')
    await page.getByRole('button', { name: /^(Nytt utskick|New mailing)$/ }).click()
    await expect(page.getByTestId('mailing-template')).toHaveCount(3)
    await check('mailing form')
    await goToArea(page, 'analytics')
    await expect(page.getByRole('figure').first()).toBeVisible()
    await check('analytics')
    await page
      .getByRole('figure')
      .first()
      .getByRole('button', { name: /^(Visa som tabell|Show as table)$/ })
      .click()
    await check('analytics table')
  })
}
