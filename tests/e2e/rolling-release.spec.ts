import { type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startHaproxy, type Haproxy } from './haproxy'
import { CONFIRM_LINK } from './outbox'
import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { steadyLoad } from './steadyLoad'
import { expect, test, unique } from './support'
import { type MongoServer, startJongodb } from '../support/jongodb'
import { type RedisServer, startRedis } from '../support/redisServer'
import { startS3, type TestS3 } from '../support/s3'
import { type SmtpOptions, startSmtp, type TestSmtp } from '../support/smtp'

// Server behaviour, the same for every screen size.
test.skip(({ isMobile }) => isMobile, 'a release behind the load balancer, the same on every screen size')

/**
 * A release as an operator rolls it (docs/operations.md, "Releasing without downtime"): two production servers on
 * one MongoDB, Redis and bucket, behind HAProxy run with docs/haproxy.cfg itself, under a steady load of pages,
 * reads, clicks and contact messages through HAProxy; each server in turn is sent SIGTERM with a slow backup
 * download in flight on it (and, on the first, a mailing being sent) and started again once it has exited.
 */
test.describe('a release behind the load balancer', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  const ports = { haproxy: 3480, a: 3481, b: 3482 }
  const origin = (port: number) => `http://127.0.0.1:${port}`
  const password = 'Release-Admin-Password-1'
  // Short knobs, so the roll takes seconds: HAProxy checks every 500 ms (fall 2), the drain lasts 2 s.
  const DRAIN_S = 2
  const TIMEOUT_S = 20
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

  /**
   * A staff download of `name` straight from `port`, read slowly (over about 5 s); resolves to the bytes read. The
   * seeded site's archive is about 1 MB, so part of it may wait in the socket's buffers: what counts is what the
   * client gets (before, the connection was reset).
   */
  const slowDownload = (port: number, name: string, size: number) =>
    new Promise<{ status: number; declared: number; read: number; complete: boolean }>((resolve) => {
      const options = { host: '127.0.0.1', port, path: `/api/backup/download/${name}`, headers: staff }
      http
        .get(options, (res) => {
          let read = 0
          res.on('data', (chunk: Buffer) => {
            read += chunk.length
            res.pause()
            setTimeout(() => res.resume(), (chunk.length / size) * 5_000)
          })
          const done = () =>
            resolve({
              status: res.statusCode!,
              declared: Number(res.headers['x-backup-size']),
              read,
              complete: res.complete,
            })
          res.on('end', done).on('aborted', done).on('error', done)
        })
        // Cut before the answer began: nothing read.
        .on('error', () => resolve({ status: 0, declared: size, read: 0, complete: false }))
    })

  /** Sends SIGTERM to the server and measures how it ends: its exit code and how long after the signal. */
  const stopAndTime = async (name: 'a' | 'b') => {
    const sent = Date.now()
    const run = servers[name]!
    void run.stop()
    const code = await run.exited
    return { code, ms: Date.now() - sent }
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
    const backup = await site.post('/api/backup/create', { headers: staff, data: { type: 'all' } })
    expect(backup.status()).toBe(201)
    const archive = (await backup.json()).data as { name: string; size: number }

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
    const downloadOnA = slowDownload(ports.a, archive.name, archive.size)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const stopA = await stopAndTime('a')
    figures.a = { ...stopA, download: await downloadOnA, mailedBeforeStop: received().length }
    figures.mailingFinishedAfterStopMs = await mailingDone(id, 45_000)
    figures.restartAMs = await restart('a')

    // Server B, the same way.
    const downloadOnB = slowDownload(ports.b, archive.name, archive.size)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const stopB = await stopAndTime('b')
    figures.b = { ...stopB, download: await downloadOnB }
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
    // Each old process ended by itself, exit 0, within the drain and the bound; each download arrived whole.
    for (const [stop, download] of [
      [stopA, (figures.a as { download: Awaited<ReturnType<typeof slowDownload>> }).download],
      [stopB, (figures.b as { download: Awaited<ReturnType<typeof slowDownload>> }).download],
    ] as const) {
      expect(stop.code).toBe(0)
      expect(stop.ms).toBeLessThan((DRAIN_S + TIMEOUT_S) * 1000)
      expect(download).toMatchObject({ status: 200, complete: true, read: archive.size, declared: archive.size })
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
