import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseAdapter } from '../../src/platform/databaseAdapter'
import { siteIdentity } from '../../src/platform/siteIdentity'
import { testPayload } from '../support/payload'
import { type RedisServer, startRedis } from '../support/redisServer'

const root = path.resolve(import.meta.dirname, '../..')
let payload: Payload
let other: Payload
let redis: RedisServer

/** A second database beside this file's: another SQLite file, or another database on the same MongoDB server. */
const otherDatabase = (): string => {
  const uri = process.env.DATABASE_URI!
  return uri.startsWith('file:') ? uri.replace(/\.db$/, '-other.db') : `${uri}_other`
}

beforeAll(async () => {
  payload = await testPayload()
  const { default: config } = await import('@payload-config')
  // Drizzle pushes a schema once per process unless told to: this second SQLite file needs its tables too.
  process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
  other = await getPayload({
    config: { ...(await config), db: databaseAdapter(otherDatabase()) as SanitizedConfig['db'] },
    key: 'other-site',
  })
  delete process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
  redis = await startRedis()
})

afterAll(async () => {
  await other?.destroy()
  await redis?.stop()
})

/**
 * One step in a server process of its own, as each server of a site is: the shared cache's handler
 * (server/sharedCache.mjs), as Next loads it, on this Redis, keyed by `site`. Answers what a read found.
 */
const serverStep = (site: string, step: 'set' | 'get' | 'expire', key = 'anonymous-read', body = ''): unknown => {
  const dist = fs.mkdtempSync(path.join(process.env.DATA_DIR!, 'dist-'))
  const script = `
    const { publishSiteIdentity } = await import(${JSON.stringify(path.join(root, 'src/lib/siteIdentity.mjs'))})
    publishSiteIdentity(${JSON.stringify(site)})
    const { default: Handler } = await import(${JSON.stringify(path.join(root, 'server/sharedCache.mjs'))})
    const cache = new Handler({ serverDistDir: ${JSON.stringify(dist)}, dev: false })
    const step = ${JSON.stringify(step)}, key = ${JSON.stringify(key)}
    let found = null
    if (step === 'set') {
      const value = { kind: 'FETCH', data: { headers: {}, body: ${JSON.stringify(body)}, status: 200, url: '' }, revalidate: 600 }
      await cache.set(key, value, { fetchCache: true, tags: ['content:treatments'], revalidate: 600 })
    }
    if (step === 'get') found = (await cache.get(key, { kind: 'FETCH', softTags: [] }))?.value?.data?.body ?? null
    if (step === 'expire') await cache.revalidateTag(['content:treatments'], { expire: 0 })
    console.log(JSON.stringify({ found }))
    process.exit(0)
  `
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { PATH: process.env.PATH, REDIS_URL: redis.url, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  return (JSON.parse(output.trim().split('\n').at(-1)!) as { found: unknown }).found
}

describe('the site identity', () => {
  it('is created with the database once, and servers starting together agree on it', async () => {
    const identities = await Promise.all([1, 2, 3, 4].map(() => siteIdentity(payload)))
    expect(new Set(identities).size).toBe(1)
    expect(identities[0]).toMatch(/^[0-9a-z]{6,}$/)
    expect(await siteIdentity(payload)).toBe(identities[0])
  })

  it('differs between two databases', async () => {
    expect(await siteIdentity(other)).not.toBe(await siteIdentity(payload))
  })

  it('keeps the entries of two databases on one Redis apart, and shares each among its own servers', async () => {
    const [mine, theirs] = [await siteIdentity(payload), await siteIdentity(other)]
    serverStep(mine, 'set', 'anonymous-read', 'treatments of this database')
    // Another server of the same site finds it; a server of the other database does not.
    expect(serverStep(mine, 'get')).toBe('treatments of this database')
    expect(serverStep(theirs, 'get')).toBeNull()
    serverStep(theirs, 'set', 'anonymous-read', 'treatments of the other database')
    expect(serverStep(mine, 'get')).toBe('treatments of this database')

    // A save on one server expires the tag for every server of its site at once, and only there.
    serverStep(mine, 'expire')
    expect(serverStep(mine, 'get')).toBeNull()
    expect(serverStep(theirs, 'get')).toBe('treatments of the other database')
  })
})
