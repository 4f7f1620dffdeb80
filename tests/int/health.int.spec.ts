import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CACHE_CONNECTION_SLOT, siteKeyPrefix } from '../../src/lib/sharedCacheConfig.mjs'
import { publishSiteIdentity } from '../../src/lib/siteIdentity.mjs'
import { sharedCacheAnswers, sharedRedis } from '../../src/platform/sharedRedis'
import { type MongoServer, startJongodb } from '../support/jongodb'
import { testPayload } from '../support/payload'
import { type RedisServer, startRedis } from '../support/redisServer'
import type { rest as restCall } from '../support/rest'

const onMongo = process.env.DATABASE_URI!.startsWith('mongodb')
// On MongoDB this file has a wire server of its own, so it can stop and start it without disturbing other files.
let mongo: MongoServer | undefined
let payload: Payload
let rest: typeof restCall

beforeAll(async () => {
  if (onMongo) {
    mongo = await startJongodb()
    process.env.DATABASE_URI = `${mongo.uri}/salong_health`
  }
  // The app's config reads DATABASE_URI when it is first imported, so only after the line above.
  ;({ rest } = await import('../support/rest'))
  payload = await testPayload()
})

afterAll(async () => {
  await payload?.destroy()
  await mongo?.stop()
})

const expectUncached = (headers: Headers) => expect(headers.get('cache-control')).toBe('no-store')
/**
 * Readiness reports its last background check (one a second, each given 10 s): the first answer with `status`,
 * within 20 s.
 */
const readyTurns = async (status: number) => {
  const deadline = Date.now() + 20_000
  for (;;) {
    const answer = await rest('GET', '/api/ready')
    if (answer.status === status || Date.now() > deadline) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('GET /api/health and /api/ready', () => {
  it('answer 200 without a session while the process and its database live, never cached', async () => {
    const health = await rest('GET', '/api/health')
    expect(health).toMatchObject({ status: 200, body: { success: true, data: { status: 'live' } } })
    expectUncached(health.headers)
    const ready = await rest('GET', '/api/ready')
    expect(ready).toMatchObject({ status: 200, body: { success: true, data: { status: 'ready' } } })
    expect(ready.body.data.checkedMsAgo).toBeLessThan(2_000)
    expectUncached(ready.headers)
  })

  it('are not rate limited: a load balancer asks every few seconds, from one address, for ever', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9' }
    const answers = await Promise.all(Array.from({ length: 150 }, () => rest('GET', '/api/ready', { headers })))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  })
})

describe.runIf(!onMongo)('readiness follows the database file', () => {
  it('turns 503 while another process holds the file locked, and 200 again once it lets go', async () => {
    const other = drizzle({ connection: { url: process.env.DATABASE_URI! } }).$client
    try {
      await other.execute('BEGIN EXCLUSIVE')
      const locked = await readyTurns(503)
      expect(locked.status).toBe(503)
      expect(locked.headers.get('retry-after')).toBe('5')
      await other.execute('ROLLBACK')
      expect((await readyTurns(200)).status).toBe(200)
    } finally {
      other.close()
    }
  })
})

describe.runIf(onMongo)('readiness follows the database', () => {
  it('turns 503 when the database stops answering and 200 again when it is back', async () => {
    const port = Number(new URL(mongo!.uri).port)
    await mongo!.stop()
    const down = await readyTurns(503)
    expect(down.status).toBe(503)
    expect(down.body).toEqual({ success: false, error: 'The database does not answer. Please try again shortly.' })
    expect(down.headers.get('retry-after')).toBe('5')
    expectUncached(down.headers)
    // The process itself still lives.
    expect((await rest('GET', '/api/health')).status).toBe(200)

    mongo = await startJongodb(port)
    expect((await readyTurns(200)).status).toBe(200)
  }, 90_000)
})

describe('readiness follows the shared cache (REDIS_URL)', () => {
  let redis: RedisServer
  const cacheConnection = () =>
    (globalThis as { [CACHE_CONNECTION_SLOT]?: ReturnType<typeof sharedRedis> })[CACHE_CONNECTION_SLOT]

  beforeAll(async () => {
    redis = await startRedis()
    process.env.REDIS_URL = redis.url
    publishSiteIdentity('health-test')
    // The cache handler as Next loads it, connected by its first use.
    const { default: Handler } = await import('../../server/sharedCache.mjs')
    const context = { serverDistDir: fs.mkdtempSync(path.join(process.env.DATA_DIR!, 'dist-')), dev: false }
    await new Handler(context as ConstructorParameters<typeof Handler>[0]).revalidateTag('content:treatments')
    // The server's other connection (the daily salt's), up beside it.
    const other = sharedRedis()!
    if (!other.isReady) await new Promise((resolve) => other.once('ready', resolve))
  })

  afterAll(async () => {
    for (const client of [sharedRedis(), cacheConnection()]) if (client?.isOpen) client.destroy()
    delete process.env.REDIS_URL
    await redis?.stop()
  })

  it('after an outage of the cache, says it answers only once the cache is emptied', async () => {
    const other = sharedRedis()!
    // What the cache holds from before the outage.
    // The handler's key space: the site's identity, then the build's id (none here, outside a build folder).
    const prefix = `${siteKeyPrefix('health-test')}build:`
    const stale = Array.from({ length: 20_000 }, (_, n) => [`${prefix}page-${n}`, 'cached before the outage'])
    for (let start = 0; start < stale.length; start += 1_000)
      await other.mSet(stale.slice(start, start + 1_000) as [string, string][])
    const staleLeft = async () => (await other.keys(`${prefix}page-*`)).length
    expect(await staleLeft()).toBe(20_000)

    // The cache's connection drops and comes back at once, as after a short outage.
    const cache = cacheConnection()!
    const back = new Promise((resolve) => cache.once('ready', resolve))
    await other.sendCommand(['CLIENT', 'KILL', 'ID', String(await cache.clientId())])
    await back

    const answers: boolean[] = []
    // Asked again as soon as the emptying has had its turn on the event loop.
    while (!answers.includes(true)) {
      answers.push(await sharedCacheAnswers())
      await new Promise(setImmediate)
    }
    expect(answers[0]).toBe(false)
    expect(await staleLeft()).toBe(0)
  })

  it('is 503 while the connection pages are cached through is down, though the server has another one up', async () => {
    expect((await readyTurns(200)).status).toBe(200)
    expect(sharedRedis()?.isReady).toBe(true)

    // As after an outage, when the cache's connection comes back a moment after the server's other one.
    cacheConnection()!.destroy()
    const away = await readyTurns(503)
    expect(away.status).toBe(503)
    expect(away.body).toEqual({ success: false, error: 'The shared cache does not answer. Please try again shortly.' })
    expect(sharedRedis()?.isReady).toBe(true)
  })
})
