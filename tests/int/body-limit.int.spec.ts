import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_BODY_LIMIT, STAFF_BODY_LIMIT } from '../../endpoints/http/bodyLimit'
import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

let payload: Payload
let token: string

/** A JSON body streamed in 16 kB chunks without end (or up to `total` bytes); counts what the server pulled. */
const endlessJson = (total = Infinity) => {
  const chunk = new TextEncoder().encode(`{"message":"${'x'.repeat(16 * 1024)}`)
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

const post = (pathname: string, body: BodyInit, headers: Record<string, string> = {}) => {
  const url = new URL(pathname, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  return routes.POST(request, { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

describe('JSON body size limit', () => {
  it('refuses a body whose Content-Length is over the limit with 413, reading none of it', async () => {
    const body = endlessJson()
    const response = await post('/api/contact/submit', body.stream, { 'content-length': String(300 * 1024 * 1024) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ success: false, error: 'The request body is too large (at most 64 kB).' })
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024)
  })

  it('stops reading a streamed body without Content-Length as soon as it passes the limit', async () => {
    const body = endlessJson()
    const response = await post('/api/contact/submit', body.stream)
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThan(PUBLIC_BODY_LIMIT + 3 * 16 * 1024)
  })

  it("holds for Payload's own REST routes too", async () => {
    const body = endlessJson()
    const response = await post('/api/users/login', body.stream)
    expect(response.status).toBe(413)
  })

  it('lets staff post larger bodies, up to their own limit', async () => {
    const settings = [{ key: 'site_description', value_sv: 'x'.repeat(200 * 1024), value_en: 'y' }]
    const accepted = await rest('PUT', '/api/settings', { headers: tokenHeaders(token).bearer, body: { settings } })
    expect(accepted.status).not.toBe(413)
    const tooBig = endlessJson(STAFF_BODY_LIMIT + 64 * 1024)
    const refused = await post('/api/notifications', tooBig.stream, tokenHeaders(token).bearer)
    expect(refused.status).toBe(413)
    expect((await refused.json()).error).toBe('The request body is too large (at most 1024 kB).')
  })

  it('answers a long body with an expired or garbage token 401, unread: the session ran out, not the text too long', async () => {
    const stale: Record<string, string>[] = [{ Authorization: 'Bearer garbage' }, { cookie: 'payload-token=garbage' }]
    for (const headers of stale) {
      const body = endlessJson()
      const response = await post('/api/settings', body.stream, headers)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ success: false, error: 'Invalid or expired token. Please log in again.' })
      expect(body.pulled()).toBeLessThan(PUBLIC_BODY_LIMIT + 3 * 16 * 1024)
    }
  })

  it('leaves ordinary posts alone', async () => {
    const response = await rest('POST', '/api/contact/submit', {
      headers: { 'x-forwarded-for': '198.51.100.10' },
      body: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', message: 'Hej, jag vill boka en tid.' },
    })
    expect(response.status).toBe(201)
  })
})
