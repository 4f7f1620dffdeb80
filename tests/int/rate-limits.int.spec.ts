import type { Payload, PayloadRequest } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { clientAddress } from '../../src/platform/clientAddress'
import { countHit, readCounter } from '../../src/platform/counters'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
const valid = { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', message: 'Jag vill boka en tid.' }
const submit = (headers: Record<string, string>) => rest('POST', '/api/contact/submit', { body: valid, headers })
const request = (headers: Record<string, string> = {}) => ({ payload, headers: new Headers(headers) }) as PayloadRequest
const withProxies = (count: string) => vi.stubEnv('TRUSTED_PROXIES', count)

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the client address', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    withProxies('0')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe('local')
    expect(clientAddress(request())).toBe('local')
  })

  it('takes the entry the outermost trusted proxy appended, counted from the right', () => {
    withProxies('1')
    expect(clientAddress(request({ 'x-forwarded-for': 'made-up, 198.51.100.7' }))).toBe('198.51.100.7')
    withProxies('2')
    expect(clientAddress(request({ 'x-forwarded-for': 'made-up, 198.51.100.7, 10.0.0.2' }))).toBe('198.51.100.7')
    // Fewer entries than proxies: the request did not come through them.
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7' }))).toBe('local')
  })

  it('cannot escape a limit by inventing addresses (no trusted proxy)', async () => {
    withProxies('0')
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await submit({ 'x-forwarded-for': `192.0.2.${i}` })).status)
    expect(answers).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('cannot escape a limit by prefixing invented addresses (one trusted proxy)', async () => {
    withProxies('1')
    const answers = []
    for (let i = 0; i < 6; i++)
      answers.push((await submit({ 'x-forwarded-for': `192.0.2.${i}, 198.51.100.50` })).status)
    expect(answers).toEqual([201, 201, 201, 201, 201, 429])
    expect((await submit({ 'x-forwarded-for': '198.51.100.51' })).status).toBe(201)
  })
})

describe('limit counters in the database', () => {
  it('count every concurrent hit exactly once', async () => {
    await Promise.all(Array.from({ length: 20 }, () => countHit(payload, 'test:concurrent', 60_000)))
    expect((await readCounter(payload, 'test:concurrent'))?.count).toBe(20)
  })

  it('outlive the process state: a freshly loaded limiter still refuses', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.60' }
    for (let i = 0; i < 5; i++) expect((await submit(headers)).status).toBe(201)
    // As after a restart or in a second server process: no module state survives, the database does.
    vi.resetModules()
    const { rateLimiter } = await import('../../src/platform/rateLimit')
    await expect(rateLimiter('contact-submit', 5, 10 * 60 * 1000)(request(headers))).rejects.toMatchObject({
      status: 429,
    })
  })

  it('start again once the window has passed', async () => {
    const { rateLimiter } = await import('../../src/platform/rateLimit')
    const limit = rateLimiter('test-window', 1, 300)
    await limit(request(), 'k')
    await expect(limit(request(), 'k')).rejects.toMatchObject({ status: 429 })
    await new Promise((resolve) => setTimeout(resolve, 350))
    await expect(limit(request(), 'k')).resolves.toBeUndefined()
  })

  it('are scaled by RATE_LIMIT_FACTOR', async () => {
    vi.stubEnv('RATE_LIMIT_FACTOR', '2')
    const { rateLimiter } = await import('../../src/platform/rateLimit')
    const limit = rateLimiter('test-factor', 1, 60_000)
    await limit(request(), 'k')
    await limit(request(), 'k')
    await expect(limit(request(), 'k')).rejects.toMatchObject({ status: 429 })
  })

  it.runIf(process.env.DATABASE_URI?.startsWith('mongodb'))('expire by a TTL index on MongoDB', async () => {
    const model = (
      payload.db as unknown as { collections: Record<string, { collection: { indexes: () => Promise<object[]> } }> }
    ).collections['rate-limits']
    const indexes = (await model.collection.indexes()) as { key: object; expireAfterSeconds?: number }[]
    expect(indexes).toContainEqual(expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }))
  })
})
