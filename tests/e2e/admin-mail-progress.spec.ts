import type { APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, goToArea, logIn, openAdmin, test } from './admin-support'
import { CONFIRM_LINK } from './outbox'
import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { freePorts } from '../support/freePorts'
import { startSmtp, type TestSmtp } from '../support/smtp'

/*
 * A mailing's progress in the in-page admin (issue 31): the send runs as a job on its own server, paced by
 * SMTP_MAX_PER_SECOND against a real SMTP server that refuses one address for good. The bar moves to done across
 * a reload and names the failed address. One server of its own, on a copy of the build and a fresh database.
 */
test.skip(!fs.existsSync('.next/BUILD_ID'), 'needs the production build (npm run build)')
test.describe.configure({ mode: 'serial', timeout: 240_000 })

/** The server's port, free when the suite starts. */
let port: number
const PASSWORD = 'Progress-Test-Password-1'
const GONE = 'borta@example.se'
const READERS = Array.from({ length: 19 }, (_, n) => `lasare${n}@example.se`)

let data: string
let build: string
let run: ServerRun
let smtp: TestSmtp
let client: APIRequestContext
let staff: Record<string, string>
let refusing = false

test.beforeAll(async ({ playwright }) => {
  smtp = await startSmtp({
    refuse: (address) => (refusing && address === GONE ? { code: 550, message: 'No such mailbox' } : undefined),
  })
  ;[port] = await freePorts(1)
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-progress-'))
  build = privateBuild()
  const env = {
    DATA_DIR: path.join(data, 'files'),
    DATABASE_URI: `file:${path.join(data, 'salong.db')}`,
    PAYLOAD_SECRET: 'progress-test-secret-0123456789abcdef',
    ADMIN_PASSWORD: PASSWORD,
    SERVER_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    // Slow enough to see the bar move, and to reload midway: twenty mails take about ten seconds.
    SMTP_MAX_PER_SECOND: '2',
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '1000',
    PORT: String(port),
  }
  run = startServer(build, env)
  await ready(run, port)
  client = await playwright.request.newContext({ baseURL: env.SERVER_URL })
  const login = await client.post('/api/auth/login', { data: { username: 'admin', password: PASSWORD } })
  staff = { Authorization: `Bearer ${(await login.json()).data.token}` }
  // Subscribers as visitors become them: signed up, confirmed through the e-mailed link.
  for (const email of [...READERS, GONE]) {
    expect((await client.post('/api/newsletter/subscribe', { data: { email, marketingConsent: true } })).status()).toBe(
      200,
    )
    await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email))).toBe(true)
    const link = CONFIRM_LINK.exec(smtp.mails.find((mail) => mail.to.includes(email))!.text)![0]
    const { pathname, search } = new URL(link)
    expect((await client.post(`${pathname}${search}`)).status()).toBe(200)
  }
  refusing = true
})

test.afterAll(async () => {
  await client?.dispose()
  await run?.stop()
  await smtp?.stop()
  for (const dir of [build, data]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

test('the progress bar moves to done across a reload and names the address that failed', async ({ page }) => {
  const subject = 'Höstens nyheter'
  const created = await client.post('/api/notifications', {
    headers: staff,
    data: { subject_sv: subject, body_sv: 'Hej!' },
  })
  expect(created.status()).toBe(201)

  await openAdmin(page, `http://127.0.0.1:${port}/`)
  await logIn(page, { remember: true, password: PASSWORD })
  await goToArea(page, 'mailings')
  const row = page.getByTestId('mailing-row').filter({ hasText: subject })
  await row.getByRole('button', { name: `Skicka: ${subject}` }).click()
  await page.getByTestId('send-confirm').click()

  // Under way in the dialog: a bar and the figures so far.
  const progress = page.getByRole('dialog').getByTestId('send-progress')
  await expect(progress).toHaveAttribute('data-state', 'sending')
  await expect(progress.getByRole('progressbar')).toBeVisible()
  await expect(progress.getByTestId('send-figures')).toContainText(/Skickat till \d+\. Misslyckades: \d\. Kvar: \d+\./)

  // A reload midway: the mailing's row goes on showing the send, to its end.
  // (Remembered, the admin opens again by itself.)
  await page.reload()
  await expect(page.getByTestId('admin-screen')).toBeVisible()
  await goToArea(page, 'mailings')
  const rowProgress = row.getByTestId('send-progress')
  await expect(rowProgress).toHaveAttribute('data-state', 'sending')
  await expect(rowProgress).toHaveAttribute('data-state', 'done', { timeout: 60_000 })
  await expect(rowProgress.getByTestId('send-result')).toHaveText(`Skickat till ${READERS.length}. Misslyckades: 1.`)
  await expect(rowProgress.getByTestId('send-failed-addresses')).toHaveText(GONE)

  // Each reader got it once; the refused address nothing.
  const got = smtp.mails.filter((mail) => mail.subject === subject).flatMap((mail) => mail.to)
  expect(got.sort()).toEqual([...READERS].sort())
})
