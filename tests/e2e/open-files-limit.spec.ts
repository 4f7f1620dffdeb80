import type { APIRequestContext, APIResponse } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { allMails, CONFIRM_LINK } from './outbox'
import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { expect, test, unique } from './support'
import { freePorts } from '../support/freePorts'

/*
 * The production server under a small limit of open files (issue 38): every SQLite write used to keep a
 * connection's files open until the garbage collector ran, so a mailing or a burst of clicks ran out of
 * descriptors and answered 500. Its own server, on a copy of the build and a fresh database.
 */
test.skip(!fs.existsSync('.next/BUILD_ID'), 'needs the production build (npm run build)')

const OPEN_FILES = 256
const SUBSCRIBERS = 1_000
const CLICKS = 1_000
const AT_ONCE = 20

/** Runs `work` over every item, `AT_ONCE` at a time, as many visitors' browsers would. */
const inParallel = async <T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = []
  for (let start = 0; start < items.length; start += AT_ONCE) {
    results.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))))
  }
  return results
}

/** How many answers had each status, e.g. `{ 200: 998, 500: 2 }`: a failure says what went wrong at a glance. */
const statuses = (answers: APIResponse[]) =>
  answers.reduce<Record<number, number>>((count, answer) => {
    count[answer.status()] = (count[answer.status()] ?? 0) + 1
    return count
  }, {})

test.describe(`the server under a limit of ${OPEN_FILES} open files`, () => {
  // About a minute on a quiet machine; beside a build on two cores it has taken five.
  test.describe.configure({ mode: 'serial', timeout: 420_000 })
  let data: string
  let build: string
  let run: ServerRun
  let client: APIRequestContext
  let port: number
  let staff: Record<string, string>
  const outbox = () => allMails(path.join(data, 'files', 'outbox'))

  test.beforeAll(async ({ playwright }) => {
    ;[port] = await freePorts(1)
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-open-files-'))
    build = privateBuild()
    const env = {
      DATA_DIR: path.join(data, 'files'),
      DATABASE_URI: `file:${path.join(data, 'salong.db')}`,
      PAYLOAD_SECRET: 'open-files-test-secret-0123456789abcdef',
      ADMIN_PASSWORD: 'Open-Files-Password-1',
      SERVER_URL: `http://127.0.0.1:${port}`,
      // Every request comes from this one address: the limits must not be what refuses it.
      RATE_LIMIT_FACTOR: '1000',
      PORT: String(port),
    }
    run = startServer(build, env, [], { openFiles: OPEN_FILES })
    await ready(run, port)
    client = await playwright.request.newContext({ baseURL: env.SERVER_URL })
    const login = await client.post('/api/auth/login', { data: { username: 'admin', password: env.ADMIN_PASSWORD } })
    staff = { Authorization: `Bearer ${(await login.json()).data.token}` }
  })

  test.afterAll(async () => {
    await client?.dispose()
    await run?.stop()
    for (const dir of [build, data]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  test(`a mailing to ${SUBSCRIBERS} subscribers puts each one's mail in the outbox once`, async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `fd-${i}@example.se`)
    const signUps = await inParallel(emails, (email) =>
      client.post('/api/newsletter/subscribe', { data: { email, marketingConsent: true } }),
    )
    expect(statuses(signUps)).toEqual({ 200: SUBSCRIBERS })
    const links = outbox().flatMap((mail) => CONFIRM_LINK.exec(mail.text)?.[0] ?? [])
    expect(links).toHaveLength(SUBSCRIBERS)
    const confirmations = await inParallel(links, (link) => {
      const { pathname, search } = new URL(link)
      return client.post(`${pathname}${search}`)
    })
    expect(statuses(confirmations)).toEqual({ 200: SUBSCRIBERS })

    const subject = unique('Nyheter')
    const mailing = await client.post('/api/notifications', {
      headers: staff,
      data: { subject_sv: subject, subject_en: subject, body_sv: 'Välkommen!', body_en: 'Welcome!' },
    })
    expect(mailing.status()).toBe(201)
    const id = (await mailing.json()).data.id
    const queued = await client.post(`/api/notifications/${id}/send`, { headers: staff, data: {} })
    expect(queued.status(), await queued.text()).toBe(200)
    // The send runs as a job in the server: its progress reaches done.
    await expect
      .poll(
        async () => (await (await client.get(`/api/notifications/${id}/progress`, { headers: staff })).json()).data,
        { timeout: 300_000, intervals: [500] },
      )
      .toMatchObject({ state: 'done', sent: SUBSCRIBERS, failed: 0 })
    const received = outbox()
      .filter((mail) => mail.subject === subject)
      .map((mail) => mail.to)
    expect(received.sort()).toEqual([...emails].sort())
  })

  test(`a burst of ${CLICKS} clicks, ${AT_ONCE} at a time: each answered 201 and stored`, async () => {
    const name = unique('Fd-burst')
    const click = { element_type: 'treatment', element_id: 'fd', element_name: name }
    const answers = await inParallel(Array.from({ length: CLICKS }), () =>
      client.post('/api/simple-analytics/track-click', { data: click }),
    )
    expect(statuses(answers)).toEqual({ 201: CLICKS })
    const stats = await client.get('/api/simple-analytics/daily-stats', { headers: staff })
    const counts = (await stats.json()).data.clicks as { element_name: string; count: number }[]
    expect(counts.find((count) => count.element_name === name)?.count).toBe(CLICKS)
    // A visitor's message right after is not refused for want of descriptors.
    const contact = await client.post('/api/contact/submit', {
      data: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', message: 'Jag vill boka en tid.' },
    })
    expect(contact.status()).toBe(201)
  })
})
