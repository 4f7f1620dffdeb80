import { type APIRequestContext } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startHaproxy, type Haproxy } from './haproxy'
import { CONFIRM_LINK } from './outbox'
import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { steadyLoad } from './steadyLoad'
import { expect, test, unique } from './support'
import { freePorts } from '../support/freePorts'
import { type MongoServer, startJongodb } from '../support/jongodb'
import { type RedisServer, startRedis } from '../support/redisServer'
import { startS3, type TestS3 } from '../support/s3'
import { type SmtpOptions, startSmtp, type TestSmtp } from '../support/smtp'

/**
 * A release as an operator rolls it (docs/operations.md, "Releasing without downtime"): two production servers on
 * one MongoDB, Redis and bucket, behind HAProxy run with docs/haproxy.cfg itself, under a steady load of pages,
 * reads, clicks and contact messages through HAProxy; each server in turn is sent SIGTERM with a slow backup
 * download in flight on it (and, on the first, a mailing being sent) and started again once it has exited.
 */
test.describe('a release behind the load balancer', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  // Free when the suite starts (beforeAll), so the servers start beside whatever else listens on the machine.
  const ports = { haproxy: 0, a: 0, b: 0 }
  const origin = (port: number) => `http://127.0.0.1:${port}`
  const password = 'Release-Admin-Password-1'
  // Short knobs, so the roll takes seconds: HAProxy checks every 500 ms (fall 2), the drain lasts 2 s.
  const DRAIN_S = 2
  const TIMEOUT_S = 20
  // The backup is read over about this long, so each stop (its drain included) comes while it is read.
  const READ_S = 5
  // A film this much larger than the seeded media makes the archive far larger than the sockets' buffers (Linux
  // lets a send buffer grow to 4 MiB): the server is still writing it when its drain ends, not done at once.
  const FILM_BYTES = 16 * 1024 * 1024
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-release-'))
  const builds: Record<'a' | 'b', string> = { a: '', b: '' }
  const servers: Record<'a' | 'b', ServerRun | undefined> = { a: undefined, b: undefined }
  let redis: RedisServer
  let mongo: MongoServer
  let s3: TestS3
  let smtp: TestSmtp
  let haproxy: Haproxy
  let site: APIRequestContext
  let staff: Record<string, string>
  // Read by the SMTP server at each mail: the mailing's mails are answered slowly, so a batch is in hand at the stop.
  const smtpOptions: SmtpOptions = {}

  const environment = (name: 'a' | 'b') => ({
    DATA_DIR: path.join(data, name),
    DATABASE_URI: `${mongo.uri}/salong_release`,
    REDIS_URL: redis.url,
    PAYLOAD_SECRET: 'rolling-release-secret-0123456789abcdef',
    ADMIN_PASSWORD: password,
    SERVER_URL: origin(ports.haproxy),
    // HAProxy appends its own entry; the one before it is the visitor's (as behind a CDN and HAProxy).
    TRUSTED_PROXIES: '2',
    PORT: String(ports[name]),
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_S),
    SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_S),
    ...s3.env,
    SMTP_URL: smtp.url,
    NODE_OPTIONS: `--require ${path.resolve('tests/support/jongodb-driver-fix.cjs')}`,
  })

  test.beforeAll(async ({ playwright }) => {
    ;[ports.haproxy, ports.a, ports.b] = await freePorts(3)
    builds.a = privateBuild()
    builds.b = privateBuild()
    ;[redis, mongo, s3, smtp] = await Promise.all([startRedis(), startJongodb(), startS3(), startSmtp(smtpOptions)])
    servers.a = startServer(builds.a, environment('a'))
    servers.b = startServer(builds.b, environment('b'))
    await Promise.all([ready(servers.a, ports.a, 240_000), ready(servers.b, ports.b, 240_000)])
    haproxy = await startHaproxy({ listen: ports.haproxy, servers: [ports.a, ports.b], checkInterval: '500ms' })
    site = await playwright.request.newContext({ baseURL: origin(ports.haproxy) })
    const login = await site.post('/api/auth/login', { data: { username: 'admin', password } })
    staff = { Authorization: `Bearer ${(await login.json()).data.token}` }
  })

  test.afterAll(async () => {
    await Promise.all([site?.dispose(), servers.a?.crash(), servers.b?.crash(), haproxy?.stop()])
    await Promise.all([redis?.stop(), mongo?.stop(), s3?.stop(), smtp?.stop()])
    for (const dir of [builds.a, builds.b, data]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** Readers of the newsletter, each confirmed through the link in their mail. */
  const subscribe = async (readers: string[]) => {
    for (const [n, email] of readers.entries()) {
      const from = { 'X-Forwarded-For': `198.51.100.${n + 1}` }
      const subscribed = await site.post('/api/newsletter/subscribe', {
        headers: from,
        data: { email, marketingConsent: true },
      })
      expect(subscribed.status()).toBe(200)
      await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email))).toBe(true)
      const { pathname, search } = new URL(CONFIRM_LINK.exec(smtp.mails.find((m) => m.to.includes(email))!.text)![0])
      expect((await site.post(`${pathname}${search}`, { headers: from })).status()).toBe(200)
    }
  }

  type Download = { status: number; declared: number; read: number; complete: boolean; endedAt: number }

  /**
   * A staff download of `name` straight from `port`, read at `bytesPerSecond`: after each chunk the reader pauses
   * for as long as the chunk is worth, and a paused response reads no more from its socket (a small buffer), so the
   * server's stream waits on it. `read()` is the bytes read so far; `done` resolves once the answer has ended. The
   * client asks for keep-alive and holds its connection open for as long as the server keeps it (as a browser or a
   * proxy's pool does), so an idle connection left open would hold the old process's exit.
   */
  const slowDownload = (port: number, name: string, bytesPerSecond: number) => {
    let read = 0
    const done = new Promise<Download>((resolve) => {
      const options = {
        host: '127.0.0.1',
        port,
        path: `/api/backup/download/${name}`,
        headers: staff,
        agent: new http.Agent({ keepAlive: true }),
        highWaterMark: 16 * 1024,
      }
      http
        .get(options, (res) => {
          res.on('data', (chunk: Buffer) => {
            read += chunk.length
            res.pause()
            setTimeout(() => res.resume(), (chunk.length / bytesPerSecond) * 1000)
          })
          const ended = () =>
            resolve({
              status: res.statusCode!,
              declared: Number(res.headers['x-backup-size']),
              read,
              complete: res.complete,
              endedAt: Date.now(),
            })
          res.on('end', ended).on('aborted', ended).on('error', ended)
        })
        // Cut before the answer began: nothing read.
        .on('error', () => resolve({ status: 0, declared: 0, read: 0, complete: false, endedAt: Date.now() }))
    })
    return { read: () => read, done }
  }

  /**
   * Sends SIGTERM to the server once `download` is well under way, and measures how it ends: its exit code, how long
   * after the signal, the bytes read when it was sent, and how many requests it said it was finishing after its drain.
   */
  const stopAndTime = async (name: 'a' | 'b', download: ReturnType<typeof slowDownload>, size: number) => {
    await expect.poll(() => download.read(), { intervals: [20], timeout: 15_000 }).toBeGreaterThan(size / 10)
    const sent = Date.now()
    const readAtSignal = download.read()
    const run = servers[name]!
    void run.stop()
    const code = await run.exited
    const exitedAt = Date.now()
    const finishing = /finishing (\d+) request\(s\) in flight/.exec(run.output())
    const inFlightAfterDrain = finishing ? Number(finishing[1]) : null
    return { code, ms: exitedAt - sent, exitedAt, readAtSignal, inFlightAfterDrain }
  }

  /** Starts the server again on its folder and port; resolves once HAProxy has taken it back, to how long it took. */
  const restart = async (name: 'a' | 'b') => {
    const started = Date.now()
    const upBefore = haproxy.upCount(name)
    servers[name] = startServer(builds[name], environment(name))
    await ready(servers[name]!, ports[name], 120_000)
    await expect.poll(() => haproxy.upCount(name), { timeout: 15_000 }).toBeGreaterThan(upBefore)
    return Date.now() - started
  }

  /** Milliseconds until the mailing's round is done, read on whichever server HAProxy picks; null if not by then. */
  const mailingDone = async (id: string, limitMs: number): Promise<number | null> => {
    const from = Date.now()
    while (Date.now() - from < limitMs) {
      const progress = await site.get(`/api/notifications/${id}/progress`, { headers: staff })
      if (progress.ok() && (await progress.json()).data.state === 'done') return Date.now() - from
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return null
  }

  test('each server stopped and started again in turn: nothing lost, nothing cut, the mailing handed over', async () => {
    const readers = Array.from({ length: 15 }, (_, n) => `lasare${n}@example.se`)
    await subscribe(readers)
    // A long film, so the backup is a large download: a real one, then a `free` box (which players skip) of bytes
    // that do not compress, so the file is still a well-formed MP4.
    const free = Buffer.alloc(8)
    free.writeUInt32BE(8 + FILM_BYTES, 0)
    free.write('free', 4, 'latin1')
    const film = Buffer.concat([
      fs.readFileSync(path.resolve('src/seed/media/gallery-nails.mp4')),
      free,
      randomBytes(FILM_BYTES),
    ])
    const uploaded = await site.post('/api/media', {
      headers: staff,
      multipart: {
        _payload: JSON.stringify({ title: 'Releasefilmen' }),
        file: { name: 'release-film.mp4', mimeType: 'video/mp4', buffer: film },
      },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    const backup = await site.post('/api/backup/create', { headers: staff, data: { type: 'all' } })
    expect(backup.status()).toBe(201)
    const archive = (await backup.json()).data as { name: string; size: number }
    expect(archive.size).toBeGreaterThan(FILM_BYTES)
    const pace = archive.size / READ_S

    const subject = unique('Vårens nyheter')
    smtpOptions.replyDelayMs = (mail) => (mail.subject === subject ? 1_500 : 0)
    const created = await site.post('/api/notifications', {
      headers: staff,
      data: { subject_sv: subject, body_sv: 'Hej!' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()).data
    const received = () => smtp.mails.filter((mail) => mail.subject === subject).flatMap((mail) => mail.to)

    const load = steadyLoad(origin(ports.haproxy))
    const rollStarted = Date.now()
    const figures: Record<string, unknown> = {}

    // Server A: a mailing being sent and a download in flight on it when it is told to stop.
    const onA = await fetch(`${origin(ports.a)}/api/notifications/${id}/send`, {
      method: 'POST',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(onA.status).toBe(200)
    await expect.poll(() => received().length, { intervals: [50] }).toBeGreaterThan(0)
    const downloadOnA = slowDownload(ports.a, archive.name, pace)
    const stopA = await stopAndTime('a', downloadOnA, archive.size)
    figures.a = { ...stopA, download: await downloadOnA.done, mailedBeforeStop: received().length }
    figures.mailingFinishedAfterStopMs = await mailingDone(id, 45_000)
    figures.restartAMs = await restart('a')

    // Server B, the same way.
    const downloadOnB = slowDownload(ports.b, archive.name, pace)
    const stopB = await stopAndTime('b', downloadOnB, archive.size)
    figures.b = { ...stopB, download: await downloadOnB.done }
    figures.restartBMs = await restart('b')

    figures.rollMs = Date.now() - rollStarted
    const outcomes = await load.stop()
    const failed = outcomes.filter((outcome) => !outcome.ok)
    figures.requests = outcomes.length
    figures.failed = failed.map((outcome) => `${outcome.kind} ${outcome.status ?? outcome.error}`)
    const inbox = await site.get('/api/contact/messages', { headers: staff })
    const { messages } = (await inbox.json()).data as { messages: { message: string }[] }
    const stored = messages.map((message) => message.message)
    const acknowledged = outcomes.filter((outcome) => outcome.kind === 'write' && outcome.ok).map((o) => o.marker!)
    // The marker ends at the space after it (release-…-5 is not release-…-55).
    const storedOnce = acknowledged.filter(
      (marker) => stored.filter((text) => text.includes(`${marker} `)).length === 1,
    )
    figures.writes = { acknowledged: acknowledged.length, storedOnce: storedOnce.length }
    figures.haproxy = haproxy
      .output()
      .split('\n')
      .filter((line) => /^(Server salong|backend salong)/.test(line))
      .map((line) => line.slice(0, 90))
    console.log(`Rolling release figures: ${JSON.stringify(figures)}`)

    // No visitor saw an error, and every write acknowledged is stored once.
    expect(failed).toEqual([])
    expect(outcomes.length).toBeGreaterThan(400)
    expect(storedOnce).toEqual(acknowledged)
    // Each old process ended by itself, exit 0, within the drain and the bound; each download was under way and far
    // from done at the signal, was still being written when the drain ended (the server said it was finishing it,
    // and it ended after the drain), and arrived whole.
    for (const [stop, download] of [
      [stopA, (figures.a as { download: Download }).download],
      [stopB, (figures.b as { download: Download }).download],
    ] as const) {
      expect(stop.code).toBe(0)
      expect(stop.ms).toBeLessThan((DRAIN_S + TIMEOUT_S) * 1000)
      expect(stop.readAtSignal).toBeGreaterThan(0)
      expect(stop.readAtSignal).toBeLessThan(archive.size / 2)
      expect(stop.inFlightAfterDrain).toBeGreaterThanOrEqual(1)
      expect(stop.ms).toBeGreaterThan(DRAIN_S * 1000)
      expect(download).toMatchObject({ status: 200, complete: true, read: archive.size, declared: archive.size })
      // The process ended with its last answer, not at the bound or the keep-alive timeout: its idle keep-alive
      // connection was closed. What it may still wait for is the site's own stop: on A, the mail being handed to
      // the SMTP server, which answers that mailing after 1.5 s.
      expect(stop.exitedAt - download.endedAt).toBeLessThan(2_500)
    }
    // A's round went on on B within seconds (its next ten-second looks), every reader mailed once.
    expect(figures.mailingFinishedAfterStopMs).not.toBeNull()
    expect(figures.mailingFinishedAfterStopMs).toBeLessThan(40_000)
    expect(received().sort()).toEqual([...readers].sort())
    // Both new servers serve, straight and through HAProxy.
    for (const port of [ports.a, ports.b]) expect((await fetch(`${origin(port)}/`)).status).toBe(200)
    expect(haproxy.output()).not.toContain('has no server available')
  })
})
