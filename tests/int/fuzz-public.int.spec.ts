import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { BOUNDARY, multipartBytes, sendBody } from '../support/multipart'
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

/*
 * The same, for multipart bodies (issue 28): to every public POST of the contract and to every route of Payload's
 * REST that a visitor may call (the panel's sign-in forms, and a create on every collection, which no visitor may
 * do). Well-formed forms, forms with many fields or files, and broken ones; then reads of Payload's REST with junk
 * queries and ids. Never a 5xx, never stored.
 */
const PAYLOAD_ANONYMOUS_POSTS = [
  '/api/users/login',
  '/api/users/forgot-password',
  '/api/users/reset-password',
  '/api/users/first-register',
  '/api/users/logout',
  '/api/users/refresh-token',
  '/api/users/unlock',
]

const junkPart = (i: number) =>
  pick([
    { name: junkText(1 + Math.floor(random() * 20)), value: junkText(Math.floor(random() * 200)) },
    {
      name: '_payload',
      value: pick(['{', 'null', '[]', '"x"', JSON.stringify({ username: notAString(), password: 1 })]),
    },
    { name: 'file', filename: `${junkText(5)}.svg`, type: 'image/svg+xml', data: new TextEncoder().encode('<svg/>') },
    { name: `f${i}`, filename: 'a.jpg', type: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) },
    { name: 'email', value: pick(['a@example.se', '', junkText(80)]) },
  ])

/** One multipart body: a few fields, many fields, several files, or bytes that only claim to be multipart. */
const badMultipart = (): { body: Uint8Array<ArrayBuffer>; type: string } => {
  const kind = random()
  const type = `multipart/form-data; boundary=${BOUNDARY}`
  if (kind < 0.15) return { body: new TextEncoder().encode(junkText(200)), type }
  if (kind < 0.25)
    return { body: multipartBytes([]), type: pick(['multipart/form-data', 'multipart/mixed; boundary=x']) }
  const count = kind < 0.5 ? 1 + Math.floor(random() * 4) : 10 + Math.floor(random() * 40)
  return { body: multipartBytes(Array.from({ length: count }, (_, i) => junkPart(i))), type }
}

describe('bad multipart bodies to every public POST, the contract and Payload REST', () => {
  it('get a clear 4xx, never a 5xx, and store nothing', async () => {
    const before = await counts()
    const targets = [
      ...ROUTES.map((route) => route.path),
      ...PAYLOAD_ANONYMOUS_POSTS,
      ...Object.keys(payload.collections).map((slug) => `/api/${slug}`),
      '/api/globals/settings',
    ]
    const failures: string[] = []
    for (let i = 0; i < 600; i++) {
      const target = targets[i % targets.length]
      const { body, type } = badMultipart()
      const { status, body: answer } = await sendBody('POST', target, body, {
        'content-type': type,
        'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}`,
      })
      if (status < 400 || status >= 500) failures.push(`${target} → ${status} ${JSON.stringify(answer).slice(0, 160)}`)
    }
    expect(failures.slice(0, 10)).toEqual([])
    expect(await counts()).toEqual(before)
  }, 300_000)

  it("and junk bodies (JSON or not) to Payload's anonymous routes likewise", async () => {
    const before = await counts()
    const failures: string[] = []
    for (let i = 0; i < 350; i++) {
      const target = PAYLOAD_ANONYMOUS_POSTS[i % PAYLOAD_ANONYMOUS_POSTS.length]
      const { body, type } = badBody(pick(ROUTES))
      const sent =
        random() < 0.2
          ? { body: junkText(100), type: pick(['text/plain', 'application/x-www-form-urlencoded']) }
          : { body, type }
      const { status, text } = await post(target, sent.body, sent.type, `10.8.${(i >> 8) & 255}.${i & 255}`)
      // Forgot-password answers every address alike, known or not (so it tells no one which exist).
      const alike = target.endsWith('/forgot-password') && status === 200
      if (!alike && (status < 400 || status >= 500))
        failures.push(`${target} ${sent.body.slice(0, 80)} → ${status} ${text.slice(0, 160)}`)
    }
    expect(failures.slice(0, 10)).toEqual([])
    expect(await counts()).toEqual(before)
  }, 300_000)
})

describe("junk reads of Payload's REST by a visitor", () => {
  it('are never a 5xx', async () => {
    const queries = [
      'where[id][equals]=abc',
      'where[id][in]=1,abc,%25',
      'where[price][greater_than]=x',
      'where[createdAt][less_than]=not-a-date',
      'where[name][like]=%25',
      'where[or][0][id][equals]=1e400',
      'where[nosuchfield][equals]=1',
      'depth=abc',
      'depth=-1',
      'depth=99',
      'limit=-1',
      'limit=abc',
      'page=0',
      'page=abc',
      'sort=-nosuchfield',
      'locale=xx',
      'locale=%E0%A4%A',
      'select[nosuch]=true',
      'draft=maybe',
    ]
    const failures: string[] = []
    for (const slug of Object.keys(payload.collections))
      for (const query of queries)
        for (const path of [`/api/${slug}?${query}`, `/api/${slug}/count?${query}`]) {
          const response = await rest('GET', path)
          if (response.status >= 500)
            failures.push(`${path} → ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`)
        }
    for (const path of ['/api/globals/settings?locale=xx&depth=abc', '/api/users/me', '/api/users/init', '/api/access'])
      if ((await rest('GET', path)).status >= 500) failures.push(path)
    expect(failures).toEqual([])
  }, 300_000)
})
