import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import fs from 'node:fs'
import Papa from 'papaparse'

import { expect, goToArea, logIn, openAdmin, openArea, openSignedInAdmin, test } from './admin-support'
import { confirmSignup } from './outbox'
import { BOOKING_BASE, staffHeaders, unique } from './support'
import { salonDay } from '../../src/lib/salonDay'
import { subscriberState, type SubscriberRow } from '../../src/lib/subscriberState'

/** Everything these tests create carries this mark, so the clean-up finds it and other specs' counts hold. */
const MARK = 'inkorgstest'

type Message = { id: string | number; email: string; is_read: 0 | 1 }

const api = async <T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
) => {
  const response = await request[method](`/api${path}`, {
    headers: await staffHeaders(request),
    ...(data === undefined ? {} : { data }),
  })
  return { status: response.status(), body: (await response.json()) as { success: boolean; data: T; error?: string } }
}

const messages = async (request: APIRequestContext) =>
  (await api<{ messages: Message[]; unread: number }>(request, 'get', '/contact/messages')).body.data

/** Every subscriber, every page (the contract's largest page is 100). */
const allSubscribers = async (request: APIRequestContext): Promise<SubscriberRow[]> => {
  const rows: SubscriberRow[] = []
  for (let page = 1; ; page += 1) {
    const { data } = (
      await api<{ subscribers: SubscriberRow[]; pages: number }>(
        request,
        'get',
        `/newsletter/subscribers?page=${page}&limit=100`,
      )
    ).body
    rows.push(...data.subscribers)
    if (page >= data.pages) return rows
  }
}

const backupsMade: string[] = []

test.afterEach(async ({ request }) => {
  for (const message of (await messages(request)).messages.filter((item) => item.email.startsWith(MARK)))
    await api(request, 'delete', `/contact/messages/${message.id}`)
  for (const subscriber of (await allSubscribers(request)).filter((item) => item.email.startsWith(MARK)))
    await api(request, 'delete', `/newsletter/subscribers/${subscriber.id}`)
  const services = (await api<{ id: string; name: string }[]>(request, 'get', '/services?active=false')).body.data
  for (const service of services.filter((item) => item.name.startsWith(MARK)))
    await api(request, 'delete', `/services/${service.id}`)
  for (const name of backupsMade.splice(0)) await api(request, 'delete', `/backup/${encodeURIComponent(name)}`)
})

/** A message sent as a visitor sends it (the public contact route), with HTML in its text. */
const sendMessage = async (request: APIRequestContext, stem: string) => {
  const email = `${stem}@example.se`
  const text = `Hej! Kan jag boka <b>markup</b> & <script>alert(1)</script> på lördag? ${stem}`
  const response = await request.post('/api/contact/submit', {
    data: { firstName: 'Inkorg', lastName: stem, email, message: text },
  })
  expect(response.status()).toBe(201)
  return { email, text, name: `Inkorg ${stem}` }
}

const unreadInNavigation = (page: Page) => page.getByTestId('nav-messages').getByTestId('unread-count')

test('a message is read as text, answered by e-mail, marked read (the navigation’s count drops) and deleted after a question', async ({
  page,
  request,
}) => {
  const stem = unique(MARK)
  const sent = await sendMessage(request, stem)
  const unread = (await messages(request)).unread

  const admin = await openSignedInAdmin(page)
  await expect(unreadInNavigation(page)).toHaveText(String(unread))
  await openArea(admin, 'messages', 'Meddelanden')

  await expect(admin.getByTestId('loading')).toHaveCount(0)
  const rows = admin.getByTestId('message-row')
  // Unread first: every unread row comes before the first read one.
  const states = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-read')))
  expect(states.join('')).toMatch(/^0*1*$/)

  await admin.getByTestId('message-search').fill(stem)
  await expect(rows).toHaveCount(1)
  const row = rows.filter({ hasText: stem })
  await expect(row).toHaveAttribute('data-read', '0')

  await row.getByRole('button', { name: `Läs: ${sent.name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Meddelande från ${sent.name}` })
  // What the visitor typed is shown character for character: no element was made of it.
  await expect(dialog.getByTestId('message-text')).toHaveText(sent.text)
  await expect(dialog.getByTestId('message-text').locator('b, script')).toHaveCount(0)
  const reply = await dialog.getByTestId('reply-link').getAttribute('href')
  const mailto = new URL(reply ?? '')
  expect(mailto.protocol).toBe('mailto:')
  expect(decodeURIComponent(mailto.pathname)).toBe(sent.email)
  expect(mailto.searchParams.get('subject')).toBe('Sv: Ditt meddelande till salongen')
  expect(mailto.searchParams.get('body')).toContain(`> ${sent.text}`)

  await dialog.getByRole('button', { name: 'Markera som läst' }).click()
  await expect(dialog.getByRole('button', { name: 'Markera som läst' })).toHaveCount(0)
  if (unread > 1) await expect(unreadInNavigation(page)).toHaveText(String(unread - 1))
  else await expect(unreadInNavigation(page)).toHaveCount(0)
  expect((await messages(request)).messages.find((item) => item.email === sent.email)?.is_read).toBe(1)
  await dialog.getByRole('button', { name: 'Stäng' }).click()
  await expect(row).toHaveAttribute('data-read', '1')

  await row.getByRole('button', { name: `Ta bort: ${sent.name}` }).click()
  const question = page.getByRole('alertdialog', { name: `Ta bort meddelandet från ${sent.name}?` })
  await question.getByRole('button', { name: 'Avbryt' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Ta bort: ${sent.name}` }).click()
  await question.getByTestId('confirm').click()
  await expect(rows).toHaveCount(0)
  expect((await messages(request)).messages.some((item) => item.email === sent.email)).toBe(false)
})

const STATE_LABELS = {
  pending: 'Väntar på bekräftelse',
  confirmed: 'Bekräftad',
  unsubscribed: 'Avregistrerad',
  bounced: 'Studsad',
  complained: 'Anmälde som skräppost',
} as const

const shownSubscribers = (rows: Locator) =>
  rows.evaluateAll((items) =>
    items.map((item) => [item.getAttribute('data-email') ?? '', item.querySelector('.admin-tag')?.textContent ?? '']),
  )

test('subscribers are searched and filtered; the CSV export holds exactly the list shown, for Swedish Excel', async ({
  page,
  request,
}) => {
  const stem = unique(MARK)
  const people = [
    { email: `${stem}-a@example.se`, firstName: 'Åsa', lastName: 'Ölund' },
    { email: `${stem}-b@example.se`, firstName: 'Bertil', lastName: 'Berg; "Bosse"' },
    { email: `${stem}-c@example.se` },
  ]
  for (const person of people) {
    const response = await request.post('/api/newsletter/subscribe', {
      data: { ...person, marketingConsent: true, lang: 'sv' },
    })
    expect(response.status()).toBe(200)
  }
  // One of each state: the first confirms through the e-mailed link, the second never does, the third confirms
  // and is then turned off by staff.
  await confirmSignup(request, people[0].email)
  await confirmSignup(request, people[2].email)
  const find = async () => (await allSubscribers(request)).filter((item) => item.email.startsWith(stem))
  const third = (await find()).find((item) => item.email === people[2].email)!
  expect((await api(request, 'patch', `/newsletter/subscribers/${third.id}/toggle`)).status).toBe(200)
  const ours = await find()
  const chosen = subscriberState(ours.find((item) => item.email === people[2].email)!)
  const expected = ours.filter((item) => subscriberState(item) === chosen)
  const stats = (await api<{ total: number }>(request, 'get', '/newsletter/stats')).body.data

  const admin = await openSignedInAdmin(page)
  await openArea(admin, 'subscribers', 'Prenumeranter')
  await expect(admin.getByTestId('subscribers-total')).toHaveText(String(stats.total))
  const rows = admin.getByTestId('subscriber-row')

  await admin.getByTestId('subscriber-search').fill(stem)
  await expect(rows).toHaveCount(3)
  // Following the e-mailed link shows as confirmed here; the one who never did waits.
  expect(await shownSubscribers(rows)).toEqual(
    expect.arrayContaining([
      [people[0].email, STATE_LABELS.confirmed],
      [people[1].email, STATE_LABELS.pending],
      [people[2].email, STATE_LABELS.unsubscribed],
    ]),
  )
  await admin.getByTestId('subscriber-state').selectOption(chosen)
  await expect(rows).toHaveCount(expected.length)
  const shown = await shownSubscribers(rows)
  expect(shown.map(([email]) => email).sort()).toEqual(expected.map((item) => item.email).sort())
  expect(shown.every(([, label]) => label === STATE_LABELS[chosen])).toBe(true)

  const downloading = page.waitForEvent('download')
  const dayBefore = salonDay()
  await admin.getByTestId('subscribers-export').click()
  const file = await downloading
  // Named by the salon's day (the day before and after the click, should midnight fall between them).
  expect([dayBefore, salonDay()].map((day) => `prenumeranter-${day}.csv`)).toContain(file.suggestedFilename())
  const bytes = fs.readFileSync((await file.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const table = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ';', skipEmptyLines: true }).data
  expect(table[0]).toEqual([
    'E-post',
    'Förnamn',
    'Efternamn',
    'Status',
    'Samtycke',
    'Språk',
    'Registrerad',
    'Bekräftad',
  ])
  expect(table.slice(1).map((line) => [line[0], line[3]])).toEqual(shown)
  for (const line of table.slice(1)) {
    const person = people.find((item) => item.email === line[0])!
    expect([line[1], line[2]]).toEqual([person.firstName ?? '', person.lastName ?? ''])
  }

  await admin.getByTestId('subscriber-state').selectOption('all')
  // The three again before searching: until the new list arrives the one row of the state filter stays on screen,
  // which a count of one would take for the search's answer.
  await expect(rows).toHaveCount(3)
  await admin.getByTestId('subscriber-search').fill('ölund')
  await expect(rows).toHaveCount(1)
  await expect(rows).toHaveAttribute('data-email', people[0].email)
  const toggle = rows.getByRole('button', { name: new RegExp(`^(Aktivera|Inaktivera): ${people[0].email}$`) })
  const before = await toggle.textContent()
  await toggle.click()
  await expect(toggle).not.toHaveText(before ?? '')

  await admin.getByTestId('subscriber-search').fill(stem)
  await expect(rows).toHaveCount(3)
  await rows.getByRole('button', { name: `Ta bort: ${people[1].email}` }).click()
  await page
    .getByRole('alertdialog', { name: `Ta bort ${people[1].email}?` })
    .getByTestId('confirm')
    .click()
  await expect(rows).toHaveCount(2)
  expect((await find()).map((item) => item.email)).not.toContain(people[1].email)
})

/** Holds a route's answer back a moment, so what the page shows while it waits can be seen. */
const slow = (page: Page, path: string) =>
  page.route(`**/api${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })

test('a backup is made, downloaded, and restored after typing its name: the change is gone, the safety backup named', async ({
  page,
  request,
}) => {
  const name = unique(MARK)
  const made = await api<{ id: string }>(request, 'post', '/services', {
    name,
    category: 'spa',
    price: 700,
    duration: 45,
    booking_link: `${BOOKING_BASE}${name}`,
  })
  expect(made.status).toBe(201)
  const serviceId = made.body.data.id

  const admin = await openSignedInAdmin(page)
  await openArea(admin, 'backups', 'Säkerhetskopior')
  await admin.getByTestId('backup-part').selectOption('treatments')
  await slow(page, '/backup/create')
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/backup/create'))
  await admin.getByRole('button', { name: 'Skapa säkerhetskopia' }).click()
  await expect(admin.getByTestId('backup-progress')).toBeVisible()
  const backup = ((await (await answered).json()) as { data: { name: string } }).data.name
  backupsMade.push(backup)
  expect(backup).toMatch(/^salong-treatments-.+\.tar\.gz$/)
  const row = admin.locator(`[data-testid="backup-row"][data-name="${backup}"]`)
  await expect(row).toContainText('Behandlingar')

  // A failed download says SPEC §8's text (in Swedish here).
  await page.route(
    '**/api/backup/download/**',
    (route) => route.fulfill({ status: 500, json: { success: false, error: 'Down' } }),
    { times: 1 },
  )
  await row.getByRole('button', { name: `Ladda ner: ${backup}` }).click()
  await expect(row.getByRole('alert')).toHaveText('Det gick inte att ladda ner säkerhetskopian')

  const asked = page.waitForRequest((request) => request.url().includes('/api/backup/download/'))
  const answeredDownload = page.waitForResponse((response) => response.url().includes('/api/backup/download/'))
  const downloading = page.waitForEvent('download')
  await row.getByRole('button', { name: `Ladda ner: ${backup}` }).click()
  const headers = (await asked).headers()
  expect(headers.authorization).toMatch(/^Bearer .{20,}/)
  expect(headers['x-access-token']).toBeUndefined()
  expect(headers.token).toBeUndefined()
  const file = await downloading
  expect(file.suggestedFilename()).toBe(backup)
  const bytes = fs.readFileSync((await file.path())!)
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b])
  // The server puts back the length Next drops (server/declaredContentLength.mjs): the browser knows the size.
  const downloadHeaders = (await answeredDownload).headers()
  expect(downloadHeaders['content-length']).toBe(String(bytes.length))
  expect(downloadHeaders['x-backup-size']).toBe(String(bytes.length))
  await expect(row.getByRole('alert')).toHaveCount(0)

  expect((await api(request, 'put', `/services/${serviceId}`, { name: `${name} ändrad`, price: 1234 })).status).toBe(
    200,
  )

  await row.getByRole('button', { name: `Återställ: ${backup}` }).click()
  const dialog = page.getByRole('dialog', { name: `Återställ ${backup}` })
  await expect(dialog.getByTestId('restore-replaces')).toContainText(
    'Alla behandlingar med texter, priser och bokningslänkar.',
  )
  const confirm = dialog.getByTestId('restore-confirm')
  await expect(confirm).toBeDisabled()
  await dialog.getByTestId('restore-name').fill(backup.slice(0, -1))
  await expect(confirm).toBeDisabled()
  await dialog.getByTestId('restore-name').fill(backup)
  await slow(page, '/backup/restore')
  const restored = page.waitForResponse((response) => response.url().endsWith('/api/backup/restore'))
  await confirm.click()
  await expect(dialog.getByTestId('restore-progress')).toBeVisible()
  const answer = (
    (await (await restored).json()) as { data: { restored: Record<string, number>; safety_backup: string } }
  ).data
  backupsMade.push(answer.safety_backup)
  await expect(dialog.getByTestId('restore-counts')).toContainText(`Behandlingar${answer.restored.treatments}`)
  await expect(dialog.getByTestId('restore-safety')).toHaveText(
    `Innehållet från före återställningen finns i skyddskopian ${answer.safety_backup}.`,
  )
  expect(answer.safety_backup).toMatch(/-safety\.tar\.gz$/)

  const service = (await api<{ name: string; price: number }>(request, 'get', `/services/${serviceId}?lang=sv`)).body
    .data
  expect(service).toMatchObject({ name, price: 700 })

  await dialog.getByRole('button', { name: 'Stäng' }).click()
  await expect(admin.locator(`[data-testid="backup-row"][data-name="${answer.safety_backup}"]`)).toContainText(
    'Skyddskopia',
  )
  await row.getByRole('button', { name: `Ta bort: ${backup}` }).click()
  await page
    .getByRole('alertdialog', { name: `Ta bort ${backup}?` })
    .getByTestId('confirm')
    .click()
  await expect(row).toHaveCount(0)
})

test('the dashboard’s message and subscriber cards open their areas', async ({ page }) => {
  const admin = await openSignedInAdmin(page)
  await admin.getByTestId('card-messages').click()
  await expect(admin.getByTestId('area-heading')).toHaveText('Meddelanden')
  await goToArea(page, 'dashboard')
  await admin.getByTestId('card-subscribers').click()
  await expect(admin.getByTestId('area-heading')).toHaveText('Prenumeranter')
})

for (const path of ['/', '/en']) {
  test(`axe finds nothing in messages, subscribers and backups on ${path}`, async ({ page, request }, testInfo) => {
    const english = path === '/en'
    const sent = await sendMessage(request, unique(MARK))
    const created = await api<{ name: string }>(request, 'post', '/backup/create', { type: 'settings' })
    backupsMade.push(created.body.data.name)
    const check = async (where: string) => {
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
    for (const area of ['messages', 'subscribers', 'backups']) {
      await goToArea(page, area)
      await expect(page.getByTestId('loading')).toHaveCount(0)
      await check(area)
      // How each area looks at this project's width, for people reviewing the layout (not compared).
      if (!english)
        await page.screenshot({
          path: `tests/.artifacts/screenshots/admin-${area}-${testInfo.project.name}.png`,
          fullPage: true,
        })
    }
    await goToArea(page, 'messages')
    await page.getByRole('button', { name: `${english ? 'Read' : 'Läs'}: ${sent.name}`, exact: true }).click()
    await expect(page.getByTestId('message-text')).toBeVisible()
    await check('message dialog')
    await page.getByRole('button', { name: english ? 'Close' : 'Stäng', exact: true }).click()
    await goToArea(page, 'backups')
    await page.getByRole('button', { name: `${english ? 'Restore' : 'Återställ'}: ${created.body.data.name}` }).click()
    await expect(page.getByTestId('restore-name')).toBeVisible()
    await check('restore dialog')
  })
}
