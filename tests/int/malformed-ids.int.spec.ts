import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contractEndpoints } from '../../endpoints'
import { testPayload } from '../support/payload'
import { type Method, rest } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Ids and path segments that name nothing: a percent sign (decoded once by the router, so `%` must not be decoded
 * again), a sequence that does not decode at all, text where SQLite's ids are numbers, a number that is not finite.
 * Each is 404 (or 400), never 500, on every route that takes one: the contract's in its envelope, Payload's REST in
 * its own answer.
 */
const BAD_SEGMENTS = ['%25', '%E0%A4%A', 'abc', '1e400', '-1', '%2525']

let payload: Payload
let staff: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
})

/** The contract's routes with a `:param`, from its own list, so a new one is tried as soon as it exists. */
const contractRoutes = contractEndpoints
  .filter((endpoint) => endpoint.path.includes('/:'))
  .map((endpoint) => ({ method: endpoint.method.toUpperCase() as Method, path: endpoint.path }))

const answer = async (method: Method, path: string, headers: Record<string, string>) =>
  rest(method, `/api${path}`, { headers, body: ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined })

describe('a malformed id on the contract', () => {
  it('lists routes to try', () => expect(contractRoutes.length).toBeGreaterThan(15))

  it.each(BAD_SEGMENTS)('%s is 404 (or 400) in the envelope for staff, 401 or 404 for visitors', async (bad) => {
    const failures: string[] = []
    for (const { method, path } of contractRoutes) {
      const target = path.replace(/:\w+/, bad)
      for (const [who, headers] of [
        ['staff', staff],
        ['visitor', {}],
      ] as const) {
        const response = await answer(method, target, headers)
        const allowed = who === 'staff' ? [400, 404] : [400, 401, 404]
        const inEnvelope = response.body?.success === false && typeof response.body?.error === 'string'
        if (!allowed.includes(response.status) || !inEnvelope)
          failures.push(`${who} ${method} ${target} → ${response.status} ${JSON.stringify(response.body)}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('answers the route\'s own "not found" sentence', async () => {
    for (const bad of BAD_SEGMENTS) {
      expect((await rest('GET', `/api/services/${bad}`)).body).toEqual({ success: false, error: 'Service not found.' })
      expect((await rest('GET', `/api/discounts/${bad}`)).body).toEqual({
        success: false,
        error: 'Discount not found.',
      })
      expect((await rest('GET', `/api/gallery/${bad}`)).body).toEqual({
        success: false,
        error: 'Gallery item not found.',
      })
    }
  })
})

describe("a malformed id on Payload's REST", () => {
  it.each(BAD_SEGMENTS)('%s is never a 5xx, for any collection, by id or as a file name', async (bad) => {
    const failures: string[] = []
    const slugs = Object.keys(payload.collections)
    for (const slug of slugs) {
      for (const [method, path] of [
        ['GET', `/${slug}/${bad}`],
        ['PATCH', `/${slug}/${bad}`],
        ['DELETE', `/${slug}/${bad}`],
        ['POST', `/${slug}/${bad}/duplicate`],
      ] as const) {
        for (const headers of [staff, {}]) {
          const response = await answer(method, path, headers)
          if (response.status >= 500)
            failures.push(`${method} ${path} → ${response.status} ${JSON.stringify(response.body)}`)
        }
      }
    }
    const file = await answer('GET', `/media/file/${bad}`, staff)
    if (file.status !== 404) failures.push(`GET /media/file/${bad} → ${file.status} ${JSON.stringify(file.body)}`)
    expect(failures).toEqual([])
  })

  it('routes that cannot answer (versions without versions, migrations) are 404, never 5xx', async () => {
    const id = payload.db.defaultIDType === 'number' ? '1' : '0123456789abcdef01234567'
    for (const path of [
      `/api/media/versions/${id}`,
      '/api/media/versions',
      `/api/globals/scheduled-backup/versions/${id}`,
      '/api/globals/scheduled-backup/versions',
      // Payload's migrations have no REST routes at all: it answered every path of theirs 501.
      '/api/payload-migrations',
      `/api/payload-migrations/${id}`,
    ])
      expect((await rest('GET', path, { headers: staff })).status, path).toBe(404)
  })

  it('the version routes of what keeps versions answer staff, and a version that is not there is 404', async () => {
    const id = payload.db.defaultIDType === 'number' ? '987654' : '0123456789abcdef01234567'
    for (const root of ['/api/treatments', '/api/promotions', '/api/globals/settings']) {
      expect((await rest('GET', `${root}/versions`, { headers: staff })).status, root).toBe(200)
      expect((await rest('GET', `${root}/versions/${id}`, { headers: staff })).status, root).toBe(404)
      // Versions are never a visitor's: the list refuses them.
      expect((await rest('GET', `${root}/versions`)).status, root).toBe(403)
    }
  })

  it('a well-formed id of no document is still 404', async () => {
    const id = payload.db.defaultIDType === 'number' ? '987654' : '0123456789abcdef01234567'
    expect((await rest('GET', `/api/treatments/${id}`, { headers: staff })).status).toBe(404)
    expect((await rest('GET', `/api/services/${id}`)).body).toEqual({ success: false, error: 'Service not found.' })
  })
})

describe("a malformed value in a query of Payload's REST", () => {
  it.each([
    'where[id][in]=1,abc,%25',
    'where[id][equals]=1e400',
    'where[or][0][id][not_equals]=abc',
    'where[createdAt][less_than]=not-a-date',
    'where[price][greater_than]=x',
    'where[image][equals]=abc',
  ])('%s is 400, never 500', async (query) => {
    for (const headers of [staff, {}]) {
      const response = await rest('GET', `/api/treatments?${query}`, { headers })
      expect(response.status, JSON.stringify(response.body)).toBe(400)
      expect((await rest('GET', `/api/treatments/count?${query}`, { headers })).status).toBe(400)
    }
  })

  it('leaves well-formed queries alone', async () => {
    const id = payload.db.defaultIDType === 'number' ? '1' : '0123456789abcdef01234567'
    for (const query of [
      `where[id][in]=${id}`,
      'where[createdAt][less_than]=2030-01-01',
      'where[price][greater_than]=100',
      'where[image][exists]=false',
    ])
      expect((await rest('GET', `/api/treatments?${query}`, { headers: staff })).status, query).toBe(200)
  })
})
