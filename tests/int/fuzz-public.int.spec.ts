import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Over a thousand generated bad payloads across every public POST of the contract: each must get a 4xx with a
 * clear message in the envelope, never a 5xx, and nothing may be stored. Payloads are made bad by
 * construction (a required field of a wrong type or length, or a body that is not a JSON object), from a
 * seeded generator so a failure can be replayed.
 */
let payload: Payload

/** Mulberry32: small and seedable. */
const random = (() => {
  let seed = 0x5a10e6
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
})()
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]

/** Values no string field accepts. */
const notAString = () => pick([42, -1.5, true, false, [], ['a'], {}, { $gt: '' }, { nested: { deeper: 1 } }])
const junkText = (length: number) =>
  Array.from({ length }, () => pick(['a', 'ö', '💅', '<', '"', '\\', ' ', '\u0000', '\u202e', '%', '$', '{'])).join('')

type Route = { path: string; valid: Record<string, unknown>; required: string[]; max: Record<string, number> }
const ROUTES: Route[] = [
  {
    path: '/api/auth/login',
    valid: { username: 'admin', password: 'x' },
    required: ['username', 'password'],
    max: { username: 200, password: 1000 },
  },
  { path: '/api/auth/master-login', valid: { masterPassword: 'x' }, required: ['masterPassword'], max: {} },
  {
    path: '/api/contact/submit',
    valid: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', message: 'Hej, jag vill boka.' },
    required: ['firstName', 'lastName', 'email', 'message'],
    max: {},
  },
  { path: '/api/newsletter/subscribe', valid: { email: 'a@example.se' }, required: ['email'], max: {} },
  { path: '/api/newsletter/unsubscribe', valid: { email: 'a@example.se' }, required: ['email'], max: {} },
  {
    path: '/api/simple-analytics/track-visitor',
    valid: { ip_address: 'abc' },
    required: ['ip_address'],
    max: { ip_address: 100 },
  },
  {
    path: '/api/simple-analytics/track-click',
    valid: { element_type: 'service_booking' },
    required: ['element_type'],
    max: { element_type: 100 },
  },
]

/** Strings each field refuses for their content (empty, too short, not an address). */
const TOO_SHORT: Record<string, string[]> = {
  firstName: ['', ' ', 'x'],
  lastName: ['', ' ', 'x'],
  message: ['', 'kort'],
  email: ['', 'no-at-sign', 'a@', '@b.se', 'a b@c.se'],
  username: ['', '   '],
  password: [''],
  masterPassword: [''],
  element_type: ['', '   '],
}

/** One bad body for a route: a JSON non-object, broken JSON, or the valid body with one field made bad. */
const badBody = (route: Route): { body: string; type: string } => {
  const kind = random()
  if (kind < 0.15) return { body: pick(['[]', '[1,2]', '"text"', '42', 'null', 'true']), type: 'application/json' }
  if (kind < 0.3)
    return { body: pick(['{', '{"a":', "{'single':1}", '{"x":1,}', junkText(30)]), type: 'application/json' }
  const field = pick(route.required)
  const body: Record<string, unknown> = { ...route.valid }
  const how = random()
  if (how < 0.5) body[field] = notAString()
  else if (how < 0.75 && route.max[field]) body[field] = junkText(route.max[field] + 1 + Math.floor(random() * 50))
  else if (TOO_SHORT[field]) body[field] = pick(TOO_SHORT[field])
  else body[field] = notAString()
  return { body: JSON.stringify(body), type: 'application/json' }
}

const post = async (path: string, body: string, type: string, address: string) => {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': address },
    body,
  })
  const response = await routes.POST(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, text }
}

const counts = async () =>
  Promise.all(
    (['messages', 'subscribers', 'visits', 'clicks', 'users'] as const).map(
      async (c) => (await payload.count({ collection: c })).totalDocs,
    ),
  )

beforeAll(async () => {
  payload = await testPayload()
  process.env.MASTER_PASSWORD = 'Fuzz-Master-Secret-123'
})

describe('bad payloads to every public POST', () => {
  it('get a clear 4xx, never a 5xx, and store nothing', async () => {
    const before = await counts()
    const failures: string[] = []
    for (let i = 0; i < 1050; i++) {
      const route = ROUTES[i % ROUTES.length]
      const { body, type } = badBody(route)
      const { status, text } = await post(route.path, body, type, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
      let error: unknown
      try {
        const parsed = JSON.parse(text) as { success?: boolean; error?: unknown }
        error = parsed.success === false ? parsed.error : undefined
      } catch {
        error = undefined
      }
      if (status < 400 || status >= 500 || typeof error !== 'string' || error.length < 5) {
        failures.push(`${route.path} ${body.slice(0, 120)} → ${status} ${text.slice(0, 160)}`)
      }
    }
    expect(failures.slice(0, 10)).toEqual([])
    expect(await counts()).toEqual(before)
    delete process.env.MASTER_PASSWORD
  }, 300_000)

  it('still serve a good request afterwards', async () => {
    const response = await rest('POST', '/api/contact/submit', {
      headers: { 'x-forwarded-for': '10.200.0.1' },
      body: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', message: 'Hej, jag vill boka en tid.' },
    })
    expect(response.status).toBe(201)
  })
})
