import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, goToArea, logIn, openAdmin, test } from './admin-support'
import { confirmSignup, mailsTo } from './outbox'
import { staffHeaders, unique } from './support'

/*
 * Suppressed subscribers and a mailing's figures in the in-page admin, in both languages: a bounce and a spam
 * complaint come back through Postmark's webhook (scripts/e2e-server.sh sets its credentials), the list shows and
 * filters them, only the bounce can be lifted (which sends a fresh confirmation), and the mailing's row counts them.
 */
const MARK = 'studstest'
const POSTMARK = { Authorization: `Basic ${Buffer.from('e2e:e2e-postmark-webhook-password').toString('base64')}` }

const api = async (request: APIRequestContext, method: 'get' | 'post' | 'delete', path: string, data?: unknown) => {
  const response = await request[method](`/api${path}`, {
    headers: await staffHeaders(request),
    ...(data === undefined ? {} : { data }),
  })
  return (await response.json()) as { data: any }
}

const axeClean = async (page: Page, where: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(results.violations.map((violation) => `${where} ${violation.id}`)).toEqual([])
}

let stem = ''
let gone = ''
let spam = ''
let subject = ''

test.beforeAll(async ({ request }) => {
  stem = unique(MARK)
  ;[gone, spam] = [`${stem}-borta@example.se`, `${stem}-skrap@example.se`]
  for (const email of [gone, spam]) {
    expect((await request.post('/api/newsletter/subscribe', { data: { email, lang: 'sv' } })).status()).toBe(200)
    await confirmSignup(request, email)
  }
  // A mailing to every reader, then Postmark's news of it: one address gone for good, one reader who complained.
  subject = `Nyheter ${stem}`
  const { data: mailing } = await api(request, 'post', '/notifications', { subject_sv: subject, body_sv: 'Hej!' })
  await api(request, 'post', `/notifications/${mailing.id}/send`, {})
  await expect
    .poll(async () => (await api(request, 'get', `/notifications/${mailing.id}/progress`)).data.state, {
      timeout: 30_000,
    })
    .toBe('done')
  for (const event of [
    { RecordType: 'Bounce', ID: Date.now(), Type: 'HardBounce', Email: gone, Details: 'smtp;550 5.1.1 unknown user' },
    { RecordType: 'SpamComplaint', ID: Date.now() + 1, Type: 'SpamComplaint', Email: spam },
  ]) {
    const answer = await request.post('/api/newsletter/events/postmark', { data: event, headers: POSTMARK })
    expect(answer.status()).toBe(200)
  }
})

test.afterAll(async ({ request }) => {
  const { data } = await api(request, 'get', `/newsletter/subscribers?limit=100&search=${stem}`)
  for (const subscriber of data.subscribers) await api(request, 'delete', `/newsletter/subscribers/${subscriber.id}`)
  const { data: mailings } = await api(request, 'get', '/notifications')
  for (const mailing of mailings.filter((item: { subject_sv: string }) => item.subject_sv === subject))
    await api(request, 'delete', `/notifications/${mailing.id}`)
})

for (const [path, words] of [
  [
    '/',
    {
      bounced: 'Studsad',
      complained: 'Anmälde som skräppost',
      pending: 'Väntar på bekräftelse',
      lift: 'Häv studs',
      activate: /^(Aktivera|Inaktivera):/,
      figures: /studsade 1 · anmälde som skräppost 1$/,
    },
  ],
  [
    '/en',
    {
      bounced: 'Bounced',
      complained: 'Reported as spam',
      pending: 'Awaiting confirmation',
      lift: 'Lift bounce',
      activate: /^(Activate|Deactivate):/,
      figures: /bounced 1 · reported as spam 1$/,
    },
  ],
] as const) {
  test(`suppressed readers and the mailing's figures, axe clean, on ${path}`, async ({ page }) => {
    await openAdmin(page, path)
    await logIn(page)
    await goToArea(page, 'subscribers')
    await page.getByTestId('subscriber-search').fill(stem)
    const rows = page.getByTestId('subscriber-row')
    await expect(rows).toHaveCount(2)
    const goneRow = rows.filter({ hasText: gone })
    const spamRow = rows.filter({ hasText: spam })
    await expect(goneRow.locator('.admin-tag')).toHaveText(words.bounced)
    await expect(goneRow).toContainText('5.1.1')
    await expect(spamRow.locator('.admin-tag')).toHaveText(words.complained)
    // Neither is switched back on; only the bounce offers to be lifted.
    await expect(rows.getByRole('button', { name: words.activate })).toHaveCount(0)
    await expect(goneRow.getByRole('button', { name: `${words.lift}: ${gone}` })).toBeVisible()
    await expect(spamRow.getByRole('button', { name: new RegExp(words.lift) })).toHaveCount(0)
    await page.getByTestId('subscriber-state').selectOption('complained')
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText(spam)
    await page.getByTestId('subscriber-state').selectOption('all')
    await expect(page.getByTestId('loading')).toHaveCount(0)
    await axeClean(page, 'subscribers')

    await goToArea(page, 'mailings')
    const mailingRow = page.getByTestId('mailing-row').filter({ hasText: subject })
    await expect(mailingRow.getByTestId('mailing-figures')).toHaveText(words.figures)
    await axeClean(page, 'mailings')
  })
}

test('lifting a bounce asks first, makes the reader pending and sends a fresh confirmation', async ({ page }) => {
  const before = mailsTo(gone).length
  await openAdmin(page, '/')
  await logIn(page)
  await goToArea(page, 'subscribers')
  await page.getByTestId('subscriber-search').fill(gone)
  const row = page.getByTestId('subscriber-row').filter({ hasText: gone })
  await row.getByRole('button', { name: `Häv studs: ${gone}` }).click()
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(dialog).toContainText(`Häv studsen för ${gone}?`)
  await axeClean(page, 'lift dialog')
  await dialog.getByRole('button', { name: 'Häv studs' }).click()
  await expect(row.locator('.admin-tag')).toHaveText('Väntar på bekräftelse')
  await expect.poll(() => mailsTo(gone).length, { timeout: 15_000 }).toBe(before + 1)
})
