import { type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { expect, test, unique } from './support'
import { type MongoServer, startJongodb } from '../support/jongodb'
import { type RedisServer, startRedis } from '../support/redisServer'
import { startS3, type TestS3 } from '../support/s3'

// Server behaviour, the same for every screen size.
test.skip(({ isMobile }) => isMobile, 'several servers, the same on every screen size')

/**
 * Two production servers (A and B) from one build, each in a folder of its own as on two machines, behind one
 * address: one MongoDB (the wire server), one Redis (REDIS_URL), one bucket (s3rver). Started once, together, on an
 * empty database.
 */
test.describe('several servers behind one address', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  const ports = { a: 3461, b: 3462 }
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
    // The wire server's gap, as for every MongoDB test (tests/support/jongodb-driver-fix.cjs).
    NODE_OPTIONS: `--require ${path.resolve('tests/support/jongodb-driver-fix.cjs')}`,
  })

  test.beforeAll(async ({ playwright }) => {
    ;[redis, mongo, s3] = await Promise.all([startRedis(), startJongodb(), startS3()])
    builds.push(privateBuild(), privateBuild())
    servers.a = startServer(builds[0], environment('a'))
    servers.b = startServer(builds[1], environment('b'))
    await Promise.all([ready(servers.a, ports.a, 240_000), ready(servers.b, ports.b, 240_000)])
    a = await playwright.request.newContext({ baseURL: origin(ports.a) })
    b = await playwright.request.newContext({ baseURL: origin(ports.b) })
    const login = await a.post('/api/auth/login', { data: { username: 'admin', password } })
    staff = { Authorization: `Bearer ${(await login.json()).data.token}` }
  })

  test.afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose(), servers.a?.stop(), servers.b?.stop()])
    await Promise.all([redis?.stop(), mongo?.stop(), s3?.stop()])
    for (const dir of [...builds, data]) fs.rmSync(dir, { recursive: true, force: true })
  })

  const names = async (server: APIRequestContext): Promise<string[]> =>
    ((await (await server.get('/api/services?lang=sv')).json()).data as { name: string }[]).map((s) => s.name)

  /** B's page and anonymous read, both from the shared cache by now. */
  const primeB = async () => {
    await expect.poll(async () => (await b.get('/')).headers()['x-nextjs-cache'], { timeout: 30_000 }).toBe('HIT')
    await names(b)
  }

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
    expect((await a.get('/api/ready')).status()).toBe(503)
    const outage = 'The shared cache (Redis) does not answer'
    expect(servers.a!.output().split(outage).length - 1).toBe(1)

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
})
