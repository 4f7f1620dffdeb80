import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CACHE_CONNECTION_SLOT } from '../../src/lib/sharedCacheConfig.mjs'
import { publishSiteIdentity } from '../../src/lib/siteIdentity.mjs'
import { testPayload } from '../support/payload'
import { type RedisServer, startRedis } from '../support/redisServer'

type Handler = {
  set(key: string, value: unknown, context: unknown): Promise<void>
  get(key: string, context: unknown): Promise<{ value?: { data?: { body?: string } } } | null>
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>
}
type ServerCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }
const cacheSlot = globalThis as { __incrementalCache?: ServerCache }

let payload: Payload
let redis: RedisServer
let handler: Handler
/** The tags the server's cache had expired, in the order it finished expiring them. */
const expired: string[] = []

const cachedRead = { kind: 'FETCH', data: { headers: {}, body: 'treatments as they were', status: 200, url: '' } }
const readContext = { kind: 'FETCH', softTags: [] }

beforeAll(async () => {
  payload = await testPayload()
  redis = await startRedis()
  process.env.REDIS_URL = redis.url
  publishSiteIdentity('content-expiry-test')
  // The shared cache's handler as Next loads it (server/sharedCache.mjs), in the place Next's server keeps its cache:
  // what src/platform/contentExpiry.ts tells directly.
  const { default: SharedCache } = await import('../../server/sharedCache.mjs')
  const context = { serverDistDir: fs.mkdtempSync(path.join(process.env.DATA_DIR!, 'dist-')), dev: false }
  handler = new SharedCache(context as ConstructorParameters<typeof SharedCache>[0]) as unknown as Handler
  cacheSlot.__incrementalCache = {
    revalidateTag: async (tags, durations) => {
      await handler.revalidateTag(tags, durations)
      expired.push(...tags)
    },
  }
})

afterAll(async () => {
  delete cacheSlot.__incrementalCache
  const connection = (globalThis as { [CACHE_CONNECTION_SLOT]?: { isOpen: boolean; destroy(): void } })[
    CACHE_CONNECTION_SLOT
  ]
  if (connection?.isOpen) connection.destroy()
  delete process.env.REDIS_URL
  await redis?.stop()
})

describe('a save expires the public reads in the shared cache before it answers', () => {
  it('has the tag expired in Redis by the time the save returns, so any server asked next renders anew', async () => {
    await handler.set('anonymous-read', cachedRead, {
      fetchCache: true,
      tags: ['content:treatments'],
      revalidate: 600,
    })
    expect((await handler.get('anonymous-read', readContext))?.value?.data?.body).toBe('treatments as they were')
    expired.length = 0

    // Drafts expire the tag too (the page then renders again from what is published).
    const saved = await payload.create({ collection: 'treatments', data: {} as never, draft: true })

    // Not "soon after": the save's answer waited for Redis (another server's next read comes after that answer).
    expect(expired).toContain('content:treatments')
    expect(await handler.get('anonymous-read', readContext)).toBeNull()
    await payload.delete({ collection: 'treatments', id: saved.id })
  })
})
