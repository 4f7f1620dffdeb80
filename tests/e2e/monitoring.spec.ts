import type { APIRequestContext } from '@playwright/test'
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { allMails, CONFIRM_LINK } from './outbox'
import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { expect, test, unique } from './support'
import { freePorts } from '../support/freePorts'

/*
 * What an operator sees of running servers (docs/operations.md, "Monitoring"), on two production servers of the
 * build, each on its own SQLite file: JSON log lines on stdout with each request's id, Prometheus metrics on a port
 * of their own (scraped before and after requests, a failed login, a backup, a mailing), Debian's Prometheus
 * scraping both with the shipped configuration and rules, and traces received over OTLP/HTTP by a small receiver.
 */
test.skip(!fs.existsSync('.next/BUILD_ID'), 'needs the production build (npm run build)')

const PASSWORD = 'Monitoring-Admin-Password-1'

type Span = { traceId: string; name: string; service: string }

/** A small OTLP/HTTP receiver (JSON encoding, as the exporter sends it): every span it was sent. */
const startReceiver = async (port: number) => {
  const spans: Span[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        type Exported = {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] }
            scopeSpans: { spans: { traceId: string; name: string }[] }[]
          }[]
        }
        for (const resource of (JSON.parse(body) as Exported).resourceSpans) {
          const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? ''
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans) spans.push({ traceId: span.traceId, name: span.name, service })
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  return { spans, close: () => server.close() }
}

/** Prometheus' text format as `{ 'name{labels}': value }`, comments left out. */
const parseMetrics = (text: string): Map<string, number> =>
  new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const at = line.lastIndexOf(' ')
        return [line.slice(0, at), Number(line.slice(at + 1))] as const
      }),
  )

test.describe('monitoring two servers', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-monitoring-'))
  let build: string
  const servers: Record<'a' | 'b', ServerRun | undefined> = { a: undefined, b: undefined }
  const ports = { a: 0, b: 0, metricsA: 0, metricsB: 0, receiver: 0, prometheus: 0 }
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let prometheus: ChildProcess | undefined
  let site: APIRequestContext
  let staff: Record<string, string>

  const scrape = async (port = ports.metricsA) =>
    parseMetrics(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text())
  const value = (metrics: Map<string, number>, series: string) => metrics.get(series) ?? 0

  test.beforeAll(async ({ playwright }) => {
    ;[ports.a, ports.b, ports.metricsA, ports.metricsB, ports.receiver, ports.prometheus] = await freePorts(6)
    receiver = await startReceiver(ports.receiver)
    build = privateBuild()
    const environment = (name: 'a' | 'b', port: number, metricsPort: number) => ({
      DATA_DIR: path.join(data, name),
      DATABASE_URI: `file:${path.join(data, `${name}.db`)}`,
      PAYLOAD_SECRET: 'monitoring-test-secret-0123456789abcdef',
      ADMIN_PASSWORD: PASSWORD,
      SERVER_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_FACTOR: '20',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    })
    servers.a = startServer(build, {
      ...environment('a', ports.a, ports.metricsA),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${ports.receiver}`,
      // Spans go out within a second rather than the SDK's default five.
      OTEL_BSP_SCHEDULE_DELAY: '500',
    })
    servers.b = startServer(build, environment('b', ports.b, ports.metricsB))
    await Promise.all([ready(servers.a, ports.a, 240_000), ready(servers.b, ports.b, 240_000)])
    site = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${ports.a}` })
    const login = await site.post('/api/auth/login', { data: { username: 'admin', password: PASSWORD } })
    staff = { Authorization: `Bearer ${(await login.json()).data.token}` }
  })

  test.afterAll(async () => {
    prometheus?.kill('SIGKILL')
    await Promise.all([servers.a?.stop(), servers.b?.stop()])
    receiver?.close()
    await site?.dispose()
    fs.rmSync(build, { recursive: true, force: true })
    fs.rmSync(data, { recursive: true, force: true })
  })

  test('every line a server writes on stdout is one JSON object, and a request finds its lines by its id', async () => {
    const answer = await site.get('/api/services/999999?lang=sv')
    expect(answer.status()).toBe(404)
    const id = answer.headers()['x-request-id']
    expect(id).toBeTruthy()
    await expect.poll(() => servers.a!.stdout().includes(id)).toBe(true)
    const lines = servers.a!.stdout().split('\n').filter(Boolean)
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        throw new Error(`Not a JSON line: ${line}`)
      }
    })
    expect(parsed.find((line) => line.msg === 'Ready on port ' + ports.a)).toBeTruthy()
    const ofRequest = parsed.filter((line) => line.reqId === id)
    expect(ofRequest.at(-1)).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/services/:id',
      status: 404,
    })
    // An anonymous read answered from the cache says so, as a cached page does.
    await site.get('/api/discounts?lang=en')
    const again = (await site.get('/api/discounts?lang=en')).headers()['x-request-id']
    await expect.poll(() => servers.a!.stdout().includes(again)).toBe(true)
    const reads = servers
      .a!.stdout()
      .split('\n')
      .filter((text) => text.includes(again))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
    expect(reads.find((line) => line.msg === 'request')).toMatchObject({ route: '/api/discounts', cache: 'HIT' })
    // A quiet server writes nearly nothing: no line of the jobs runner's routine runs at info.
    expect(parsed.filter((line) => String(line.msg).startsWith('Running ') && line.level === 'info')).toEqual([])
  })

  test('metrics: on their own port only, and counting requests, a failed login, a backup and a mailing', async () => {
    // Never on the public port.
    for (const address of ['/metrics', '/api/metrics']) expect((await site.get(address)).status()).toBe(404)

    const before = await scrape()
    const requests = 'http_server_request_duration_seconds_count{method="GET",route="/[lang]",status="200"}'
    const failures = 'salong_staff_logins_total{outcome="failure"}'
    for (let n = 0; n < 3; n++) expect((await site.get('/en')).status()).toBe(200)
    const wrong = await site.post('/api/auth/login', { data: { username: 'admin', password: 'Not-The-Password-1' } })
    expect(wrong.status()).toBe(401)

    const backup = await site.post('/api/backup/create', { headers: staff, data: { type: 'all' } })
    expect(backup.status()).toBe(201)

    // A reader confirmed through the outbox's link, then a mailing to them.
    const email = `${unique('lasare')}@example.se`.toLowerCase()
    expect((await site.post('/api/newsletter/subscribe', { data: { email, marketingConsent: true } })).status()).toBe(
      200,
    )
    const outbox = path.join(data, 'a', 'outbox')
    await expect.poll(() => allMails(outbox).filter((mail) => mail.to === email).length).toBe(1)
    const link = new URL(CONFIRM_LINK.exec(allMails(outbox).find((mail) => mail.to === email)!.text)![0])
    expect((await site.post(`${link.pathname}${link.search}`)).status()).toBe(200)
    const created = await site.post('/api/notifications', {
      headers: staff,
      data: { subject_sv: unique('Nyheter'), body_sv: 'Välkommen!' },
    })
    const { id } = (await created.json()).data
    expect((await site.post(`/api/notifications/${id}/send`, { headers: staff, data: {} })).status()).toBe(200)
    await expect
      .poll(async () => (await (await site.get(`/api/notifications/${id}/progress`, { headers: staff })).json()).data, {
        timeout: 60_000,
      })
      .toMatchObject({ state: 'done' })

    // Cluster figures are read at most every five seconds: the next read after that sees the backup.
    await expect
      .poll(async () => value(await scrape(), 'salong_backup_last_success_timestamp_seconds'), { timeout: 15_000 })
      .toBeGreaterThan(Date.now() / 1000 - 120)
    const after = await scrape()
    expect(value(after, requests) - value(before, requests)).toBe(3)
    expect(value(after, failures) - value(before, failures)).toBe(1)
    // The confirmation and the mailing.
    expect(value(after, 'salong_mail_sent_total') - value(before, 'salong_mail_sent_total')).toBe(2)
    expect(value(after, 'salong_mailing_rounds_open')).toBe(0)
    expect(value(after, 'salong_dependency_up{dependency="database"}')).toBe(1)
    expect(value(after, 'salong_ready')).toBe(1)
    expect(value(after, 'salong_data_dir_free_bytes')).toBeGreaterThan(0)
    expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(after.has('nodejs_eventloop_lag_seconds')).toBe(true)
    expect(after.has('salong_jobs_oldest_waiting_seconds')).toBe(true)
  })

  test('2 000 random paths add no series', async () => {
    const random = () => Math.random().toString(36).slice(2)
    // The site's series: Node's own (a kind of garbage collection seen for the first time) come and go apart.
    const series = async () => [...(await scrape()).keys()].filter((key) => /^(http_server|salong)_/.test(key))
    // One first, so the `other` series that any unknown path shares exists before counting.
    await site.get(`/${random()}/${random()}/${random()}`)
    const before = await series()
    for (let start = 0; start < 2_000; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          fetch(`http://127.0.0.1:${ports.a}/${random()}/${n % 2 ? random() + '/' + random() : 'x/y'}?q=${random()}`),
        ),
      )
    }
    expect(await series()).toEqual(before)
  })

  test("Debian's Prometheus scrapes both servers with the shipped configuration and loads the shipped rules", async () => {
    const promDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-prometheus-'))
    const shipped = fs.readFileSync(path.resolve('docs/monitoring/prometheus.yml'), 'utf8')
    // The shipped file with this machine's two servers as its targets, its rules beside it.
    const config = shipped.replace(
      /- app-a\.internal:9464\n(\s+)- app-b\.internal:9464/,
      `- 127.0.0.1:${ports.metricsA}\n$1- 127.0.0.1:${ports.metricsB}`,
    )
    expect(config).not.toBe(shipped)
    fs.writeFileSync(path.join(promDir, 'prometheus.yml'), config)
    fs.copyFileSync(path.resolve('docs/monitoring/alerts.yml'), path.join(promDir, 'alerts.yml'))
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${path.join(promDir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(promDir, 'data')}`,
        `--web.listen-address=127.0.0.1:${ports.prometheus}`,
      ],
      { stdio: 'ignore' },
    )
    const api = (route: string) => fetch(`http://127.0.0.1:${ports.prometheus}/api/v1/${route}`).then((r) => r.json())
    type Targets = { data: { activeTargets: { health: string; labels: { instance: string } }[] } }
    await expect
      .poll(
        async () =>
          ((await api('targets').catch(() => null)) as Targets | null)?.data.activeTargets
            .filter((target) => target.health === 'up')
            .map((target) => target.labels.instance)
            .sort(),
        { timeout: 60_000, intervals: [1000] },
      )
      .toEqual([`127.0.0.1:${ports.metricsA}`, `127.0.0.1:${ports.metricsB}`].sort())
    type Rules = { data: { groups: { rules: { name: string; health: string }[] }[] } }
    const rules = ((await api('rules')) as Rules).data.groups.flatMap((group) => group.rules)
    expect(rules.map((rule) => rule.name)).toEqual(
      expect.arrayContaining(['SalongServerDown', 'SalongHighErrorRate', 'SalongBackupMissing', 'SalongLoginAttack']),
    )
    // Both servers' own metrics are in Prometheus, under their instance.
    type Query = { data: { result: { metric: { instance: string } }[] } }
    const memory = (await api('query?query=process_resident_memory_bytes')) as Query
    expect(memory.data.result.map((series) => series.metric.instance).sort()).toEqual(
      [`127.0.0.1:${ports.metricsA}`, `127.0.0.1:${ports.metricsB}`].sort(),
    )
    prometheus.kill('SIGTERM')
    await once(prometheus, 'exit')
    prometheus = undefined
    fs.rmSync(promDir, { recursive: true, force: true })
  })

  test("traces: a request's spans reach the OTLP receiver under the trace id its log line names", async () => {
    const answer = await site.get('/api/services?lang=sv')
    expect(answer.status()).toBe(200)
    const id = answer.headers()['x-request-id']
    await expect.poll(() => servers.a!.stdout().includes(`"reqId":"${id}"`)).toBe(true)
    const line = servers
      .a!.stdout()
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.reqId === id && entry.msg === 'request')!
    expect(line.traceId).toMatch(/^[0-9a-f]{32}$/)
    await expect
      .poll(() => receiver.spans.filter((span) => span.traceId === line.traceId).map((span) => span.name), {
        timeout: 20_000,
      })
      .toContain('GET /api/services')
    const spans = receiver.spans.filter((span) => span.traceId === line.traceId)
    expect(new Set(spans.map((span) => span.service))).toEqual(new Set(['salong']))
    // Next's own spans for the request are in the same trace, under the server's.
    expect(spans.length).toBeGreaterThan(1)
    // Server B has no tracing: none of its spans, and its lines carry no trace id.
    expect(servers.b!.stdout()).not.toContain('traceId')
  })
})
