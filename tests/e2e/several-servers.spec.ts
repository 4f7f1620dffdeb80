import { type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CONFIRM_LINK } from './outbox'
import { privateBuild, ready, type ServerRun, servesPages, startServer } from './privateServer'
import { expect, test, unique } from './support'
import { secondsUntilNextSalonDay } from '../../src/lib/salonDay'
import { freePorts } from '../support/freePorts'
import { type MongoServer, startJongodb } from '../support/jongodb'
import { type RedisServer, startRedis } from '../support/redisServer'
import { startS3, type TestS3 } from '../support/s3'
import { type SmtpOptions, startSmtp, type TestSmtp } from '../support/smtp'

/**
 * Two production servers (A and B) from one build, each in a folder of its own as on two machines, behind one
 * address: one MongoDB (the wire server), one Redis (REDIS_URL), one bucket (s3rver), one SMTP server. Started once,
 * together, on an empty database, on a test-only clock (tests/support/shifted-clock.cjs) set shortly before the
 * salon's midnight and moved forward to their 03:30 and past the leases of a server that stopped.
 */
test.describe('several servers behind one address', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  // Free when the suite starts (beforeAll), so the servers start beside whatever else listens on the machine.
  const ports = { a: 0, b: 0 }
  const origin = (port: number) => `http://127.0.0.1:${port}`
  const password = 'Cluster-Admin-Password-1'
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-cluster-'))
  const builds: string[] = []
  const servers: Record<'a' | 'b', ServerRun | undefined> = { a: undefined, b: undefined }
  let redis: RedisServer
  let mongo: MongoServer
  let s3: TestS3
  let a: APIRequestContext
  let b: APIRequestContext
  let staff: Record<string, string>
  let smtp: TestSmtp
  // One address's visits through A, then B, sent as soon as both serve pages: whether each was counted.
  const earlyVisits: boolean[] = []
  // Changed by the stop-mid-send test, read by the SMTP server at each mail.
  const smtpOptions: SmtpOptions = {}

  // The servers' clock: an offset in milliseconds in this file, which both servers follow.
  const clockFile = path.join(data, 'clock')
  const setClock = (at: number) => fs.writeFileSync(clockFile, String(at - Date.now()))
  const moveClock = (ms: number) => fs.writeFileSync(clockFile, String(Number(fs.readFileSync(clockFile, 'utf8')) + ms))
  const clockEnv = { SALONG_TEST_CLOCK: clockFile }
  // The salon's next midnight, and the servers' 03:30 after it (their local time is UTC: TZ below).
  const midnight = Date.now() + 3_600_000 + secondsUntilNextSalonDay(new Date(Date.now() + 3_600_000)) * 1000
  const retentionTime = Math.ceil((midnight - 12_600_000) / 86_400_000) * 86_400_000 + 12_600_000
  // Time for both servers to start before their midnight comes (about 9 s here alone, far more beside other work).
  const START_MS = 60_000

  const environment = (name: 'a' | 'b') => ({
    DATA_DIR: path.join(data, name),
    DATABASE_URI: `${mongo.uri}/salong_cluster`,
    REDIS_URL: redis.url,
    PAYLOAD_SECRET: 'several-servers-secret-0123456789abcdef',
    ADMIN_PASSWORD: password,
    // The one address both stand behind.
    SERVER_URL: origin(ports.a),
    // Each request's last X-Forwarded-For entry is its address, as behind the load balancer.
    TRUSTED_PROXIES: '1',
    RATE_LIMIT_FACTOR: '20',
    PORT: String(ports[name]),
    ...s3.env,
    SMTP_URL: smtp.url,
    SMTP_MAX_PER_SECOND: '5',
    // The retention pass's 03:30 is the server's local time.
    TZ: 'UTC',
    ...clockEnv,
    // The wire server's gap, as for every MongoDB test (tests/support/jongodb-driver-fix.cjs), and the test's clock.
    NODE_OPTIONS: ['jongodb-driver-fix.cjs', 'shifted-clock.cjs']
      .map((preload) => `--require ${path.resolve('tests/support', preload)}`)
      .join(' '),
  })

  test.beforeAll(async ({ playwright }) => {
    ;[ports.a, ports.b] = await freePorts(2)
    builds.push(privateBuild(), privateBuild())
    setClock(midnight - START_MS)
    ;[redis, mongo, s3, smtp] = await Promise.all([startRedis(), startJongodb(), startS3(), startSmtp(smtpOptions)])
    servers.a = startServer(builds[0], environment('a'))
    servers.b = startServer(builds[1], environment('b'))
    // The first visits after a start, while each server's connections may still be opening.
    await Promise.all([servesPages(servers.a, ports.a, 240_000), servesPages(servers.b, ports.b, 240_000)])
    for (const port of [ports.a, ports.b]) {
      const visit = await fetch(`${origin(port)}/api/simple-analytics/track-visitor`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.78' },
        body: '{}',
      })
      earlyVisits.push((await visit.json()).data.counted)
    }
    await Promise.all([ready(servers.a, ports.a, 240_000), ready(servers.b, ports.b, 240_000)])
    a = await playwright.request.newContext({ baseURL: origin(ports.a) })
    b = await playwright.request.newContext({ baseURL: origin(ports.b) })
    const login = await a.post('/api/auth/login', { data: { username: 'admin', password } })
    staff = { Authorization: `Bearer ${(await login.json()).data.token}` }
  })

  test.afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose(), servers.a?.stop(), servers.b?.stop()])
    await Promise.all([redis?.stop(), mongo?.stop(), s3?.stop(), smtp?.stop()])
    for (const dir of [...builds, data]) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** How many times both servers together have printed `line`. */
  const printed = (line: string) =>
    [servers.a!, servers.b!].reduce((sum, server) => sum + server.output().split(line).length - 1, 0)
  const REFRESHED = "The day's pages were rendered afresh for"
  const RETENTION = 'Retention done'

  /** A staff token, after the clock moved on by hours (a token lasts two). */
  const logIn = async (server: APIRequestContext) => {
    const login = await server.post('/api/auth/login', { data: { username: 'admin', password } })
    return { Authorization: `Bearer ${(await login.json()).data.token}` }
  }

  const names = async (server: APIRequestContext): Promise<string[]> =>
    ((await (await server.get('/api/services?lang=sv')).json()).data as { name: string }[]).map((s) => s.name)

  /** B's page and anonymous read, both from the shared cache by now. */
  const primeB = async () => {
    await expect.poll(async () => (await b.get('/')).headers()['x-nextjs-cache'], { timeout: 30_000 }).toBe('HIT')
    await names(b)
  }

  test("at the salon's midnight one of the two renders the day's pages into the shared cache", async () => {
    // The other one finds the day's lease taken (checked again at the end, long after both passed midnight).
    await expect.poll(() => printed(REFRESHED), { timeout: 60_000 }).toBeGreaterThan(0)
    expect(printed(REFRESHED)).toBe(1)
  })

  test('started together on an empty database, they seed it once', async () => {
    const users = await (await b.get('/api/users?depth=0', { headers: staff })).json()
    expect(users.docs.map((user: { username: string }) => user.username)).toEqual(['admin'])
    const seeded = await names(b)
    expect(seeded.length).toBeGreaterThan(0)
    expect(new Set(seeded).size).toBe(seeded.length)
  })

  test('a staff token from A works on B (one PAYLOAD_SECRET)', async () => {
    const me = await b.get('/api/users/me', { headers: staff })
    expect(me.status()).toBe(200)
    expect((await me.json()).user.username).toBe('admin')
  })

  test("a change saved through A shows on B's next page load and anonymous read", async () => {
    const [service] = (await (await a.get('/api/services?lang=sv')).json()).data as { id: string; name: string }[]
    await primeB()

    // Through the contract.
    const renamed = unique('Via-A')
    const put = await a.put(`/api/services/${service.id}`, { headers: staff, data: { name: renamed, lang: 'sv' } })
    expect(put.status()).toBe(200)
    expect(await (await b.get('/')).text()).toContain(renamed)
    expect(await names(b)).toContain(renamed)

    // Through Payload's REST, as its panel saves.
    await primeB()
    const again = unique('Via-panelen')
    const patch = await a.patch(`/api/treatments/${service.id}?locale=sv`, { headers: staff, data: { name: again } })
    expect(patch.status()).toBe(200)
    expect(await (await b.get('/')).text()).toContain(again)
    expect(await names(b)).toContain(again)
  })

  test('an image and a film uploaded through A are served by B (from the bucket)', async () => {
    const media = (name: string) => fs.readFileSync(path.resolve('src/seed/media', name))
    const photo = media('facial.jpg')
    const gallery = await a.post('/api/gallery', {
      headers: staff,
      multipart: {
        title: 'Via A',
        category: 'facial',
        file: { name: 'cluster-photo.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    })
    expect(gallery.status(), await gallery.text()).toBe(201)
    const film = media('gallery-nails.mp4')
    const upload = await a.post('/api/media', {
      headers: staff,
      multipart: {
        _payload: JSON.stringify({ title: 'Via A' }),
        file: { name: 'cluster-film.mp4', mimeType: 'video/mp4', buffer: film },
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)

    const image = await b.get((await gallery.json()).data.url)
    expect(image.status()).toBe(200)
    expect(Buffer.from(await image.body()).equals(photo)).toBe(true)
    const served = await b.get((await upload.json()).doc.url)
    expect(served.status()).toBe(200)
    expect(Buffer.from(await served.body()).equals(film)).toBe(true)
  })

  test('one visitor is counted once, whichever server each visit reaches', async () => {
    // Also in the first moments after both started (they waited for the shared day's salt).
    expect(earlyVisits).toEqual([true, false])
    const visitor = { 'X-Forwarded-For': '203.0.113.77' }
    const first = await a.post('/api/simple-analytics/track-visitor', { headers: visitor, data: {} })
    const second = await b.post('/api/simple-analytics/track-visitor', { headers: visitor, data: {} })
    expect((await first.json()).data.counted).toBe(true)
    expect((await second.json()).data.counted).toBe(false)
  })

  test('Redis away: pages still answer, rendered without it, the outage logged once; ready again when it is back', async () => {
    const port = redis.port
    await redis.stop()
    for (let load = 0; load < 3; load++) {
      for (const server of [a, b]) {
        const page = await server.get('/')
        expect(page.status()).toBe(200)
        expect(await page.text()).toContain('<html lang="sv"')
        expect((await server.get('/api/services?lang=sv')).status()).toBe(200)
      }
    }
    // Readiness is the last background check's (one a second): it says so within a check or two.
    await expect.poll(async () => (await a.get('/api/ready')).status(), { timeout: 10_000 }).toBe(503)
    const outage = 'The shared cache (Redis) does not answer'
    const logged = () => servers.a!.output().split(outage).length - 1
    await expect.poll(logged, { timeout: 10_000 }).toBeGreaterThan(0)
    for (const server of [a, b]) expect((await server.get('/')).status()).toBe(200)
    expect(logged()).toBe(1)

    redis = await startRedis(port)
    await expect.poll(async () => (await a.get('/api/ready')).status(), { timeout: 30_000 }).toBe(200)
    await expect.poll(async () => (await b.get('/api/ready')).status(), { timeout: 30_000 }).toBe(200)
    // Shared again: a change through A shows on B.
    const [service] = (await (await a.get('/api/services?lang=sv')).json()).data as { id: string }[]
    await primeB()
    const renamed = unique('Efter-avbrottet')
    await a.put(`/api/services/${service.id}`, { headers: staff, data: { name: renamed, lang: 'sv' } })
    expect(await (await b.get('/')).text()).toContain(renamed)
  })

  test('at their 03:30 the retention pass runs on one of the two', async () => {
    // Croner looks at the clock at least every 30 s: the queue's ten-minute tick comes within that.
    setClock(retentionTime - 2_000)
    await expect.poll(() => printed(RETENTION), { timeout: 60_000 }).toBeGreaterThan(0)
    expect(printed(RETENTION)).toBe(1)
  })

  test('a server stopped mid-send: the other finishes the round and mails each reader once', async () => {
    const readers = Array.from({ length: 15 }, (_, n) => `klient${n}@example.se`)
    staff = await logIn(b)
    // Readers as visitors become them, each from an address of their own, half of them through each server.
    for (const [n, email] of readers.entries()) {
      const server = n % 2 ? a : b
      const from = { 'X-Forwarded-For': `198.51.100.${n + 1}` }
      const subscribed = await server.post('/api/newsletter/subscribe', {
        headers: from,
        data: { email, marketingConsent: true },
      })
      expect(subscribed.status()).toBe(200)
      await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email))).toBe(true)
      const { pathname, search } = new URL(CONFIRM_LINK.exec(smtp.mails.find((m) => m.to.includes(email))!.text)![0])
      expect((await server.post(`${pathname}${search}`, { headers: from })).status()).toBe(200)
    }

    const subject = unique('Vinterns nyheter')
    const received = () => smtp.mails.filter((mail) => mail.subject === subject).flatMap((mail) => mail.to)
    // The round's first mail is answered only long after: the sender's first batch of recipients waits on it, so
    // when the rest of that batch has arrived nothing more is claimed, and the server is stopped right there.
    let held = false
    smtpOptions.replyDelayMs = (mail) => (mail.subject === subject && !held ? ((held = true), 120_000) : 0)
    const created = await a.post('/api/notifications', {
      headers: staff,
      data: { subject_sv: subject, body_sv: 'Hej!' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()).data
    // A runs the send itself, at once.
    expect((await a.post(`/api/notifications/${id}/send`, { headers: staff, data: {} })).status()).toBe(200)
    const claimed = async () =>
      (await (await b.get(`/api/mailing-deliveries?where[mailing][equals]=${id}&limit=1`, { headers: staff })).json())
        .totalDocs as number
    await expect
      .poll(async () => received().length > 0 && received().length === (await claimed()), {
        intervals: [50],
        timeout: 30_000,
      })
      .toBe(true)
    await servers.a!.crash()
    const beforeStop = received().length
    expect(beforeStop).toBeLessThan(readers.length)

    // Past A's send lease (2 min) and its jobs-runner lease: B takes over the queue and cancels A's cut-off job.
    moveClock(180_000)
    const CUT_OFF = 'Jobs cut off with their server were cancelled'
    await expect.poll(() => servers.b!.output().includes(CUT_OFF), { timeout: 45_000 }).toBe(true)
    expect(servers.b!.output().slice(servers.b!.output().indexOf(CUT_OFF))).toContain('send-mailing')

    // B's resume task queues the round again and its next minute's tick sends it: while we wait, the servers'
    // clock runs four times as fast.
    const state = async () =>
      (await (await b.get(`/api/notifications/${id}/progress`, { headers: staff })).json()).data.state as string
    await expect
      .poll(
        async () => {
          moveClock(20_000)
          return state()
        },
        { intervals: [5_000], timeout: 120_000 },
      )
      .toBe('done')
    expect(received().length).toBeGreaterThan(beforeStop)
    expect(received().sort()).toEqual([...readers].sort())
    // Once each, also after all that time.
    expect(printed(REFRESHED)).toBe(1)
    expect(printed(RETENTION)).toBe(1)
  })
})
