import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { visitorReadsFirst } from '../../endpoints/http/visitorReads'
import { testPayload } from '../support/payload'
import { tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'
import config from '@payload-config'

/*
 * A visitor's public read is answered before Payload's REST dispatch (endpoints/http/visitorReads.ts). What a
 * client gets must not tell the two ways apart, and whatever is not a plain visitor's read must still reach the
 * dispatch: here the dispatch behind the fast way is one that says it was reached.
 */
type Context = { params: Promise<{ slug: string[] }> }
const payloadGet = REST_GET(config)
const DISPATCHED = 418

let dispatched: string[] = []
const fastFirst = visitorReadsFirst<Context>(config, async (request) => {
  dispatched.push(new URL(request.url).pathname)
  return new Response(null, { status: DISPATCHED })
})

const request = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return [new Request(url, { headers }), { params: Promise.resolve({ slug }) }] as const
}

const answered = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
  headers: Object.fromEntries(
    ['content-type', 'access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers'].map(
      (name) => [name, response.headers.get(name)],
    ),
  ),
})

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  await payload.create({
    collection: 'treatments',
    locale: 'sv',
    data: { name: 'Ansiktsbehandling', category: 'facial', price: 500, durationMinutes: 60, isActive: true },
  })
})

describe("a visitor's public read, answered before Payload's dispatch", () => {
  const reads = ['/api/services?lang=en', '/api/services?active=false', '/api/discounts', '/api/gallery?category=nails']
  it.each([...reads, '/api/settings'])(
    '%s: the same status, body and headers as through the dispatch',
    async (path) => {
      dispatched = []
      const headers = { Origin: 'https://elsewhere.example', Accept: 'application/json' }
      const fast = await answered(await fastFirst(...request(path, headers)))
      expect(dispatched, 'answered without the dispatch').toEqual([])
      expect(fast.status).toBe(200)
      expect(fast).toEqual(await answered(await payloadGet(...request(path, headers))))
    },
  )

  it('a request with a token, in any form, goes through the dispatch', async () => {
    const forms = [
      ...Object.values(tokenHeaders(token)),
      { Authorization: `JWT ${token}` },
      { Authorization: 'Bearer made-up' },
      { Cookie: `theme=dark; payload-token=${token}` },
    ]
    for (const headers of forms) {
      dispatched = []
      expect((await fastFirst(...request('/api/services', headers))).status, JSON.stringify(headers)).toBe(DISPATCHED)
      expect(dispatched).toEqual(['/api/services'])
    }
  })

  it('another route, a refused query or a read that is not a public one goes through the dispatch', async () => {
    for (const path of [
      '/api/services/1',
      '/api/gallery?category=unknown',
      '/api/auth/me',
      '/api/treatments',
      '/api',
    ]) {
      dispatched = []
      expect((await fastFirst(...request(path))).status, path).toBe(DISPATCHED)
      expect(dispatched).toEqual([new URL(path, 'http://localhost').pathname])
    }
  })
})
