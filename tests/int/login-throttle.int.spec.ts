import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
let address = 0
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++address}` })
const contractLogin = (body: object, headers = newAddress()) => rest('POST', '/api/auth/login', { body, headers })
const payloadLogin = (body: object, headers = newAddress()) => rest('POST', '/api/users/login', { body, headers })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Repeats a wrong login until it is delayed by at least 2 s (so the next request surely falls inside the wait);
 * each counted failure doubles the wait (1 s, 2 s, 4 s …), so it soon outlasts a round trip on either engine.
 */
const untilDelayed = async (attempt: () => ReturnType<typeof rest>) => {
  for (let round = 0; round < 10; round++) {
    const response = await attempt()
    if (response.status !== 429) {
      expect(response.status).toBe(401)
      continue
    }
    const seconds = Number(JSON.stringify(response.body).match(/wait (\d+) seconds/)?.[1])
    if (seconds >= 2) return response
    await sleep(seconds * 1000)
  }
  throw new Error('never delayed')
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureAdminUser(payload)
  await payload.create({ collection: 'users', data: { username: 'kim', name: 'Kim', password: 'Kim-Password-123' } })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe("Payload's own POST /api/users/login", () => {
  it('cannot be used to lock staff out: wrong passwords only delay the next try, briefly', async () => {
    for (let i = 0; i < 5; i++)
      expect((await payloadLogin({ username: 'kim', password: 'wrong-guess-1' })).status).toBe(401)
    // Each counted failure doubles the wait (1 s, 2 s, 4 s …), so it soon outlasts a round trip, whatever the engine.
    const delayed = await untilDelayed(() => payloadLogin({ username: 'kim', password: 'wrong-guess-1' }))
    const message: string = delayed.body.errors[0].message
    expect(message).toMatch(/^Too many login attempts\. Please wait \d+ seconds and try again\.$/)
    // Not even the right password gets through during the wait …
    expect((await payloadLogin({ username: 'kim', password: 'Kim-Password-123' })).status).toBe(429)
    // … and right after it, the account works: no lock.
    await sleep(Number(message.match(/\d+/)?.[0]) * 1000 + 100)
    const after = await payloadLogin({ username: 'kim', password: 'Kim-Password-123' })
    expect(after.status).toBe(200)
    expect(after.body.token).toBeTruthy()
  })
})

describe('POST /api/auth/login', () => {
  it('answers an unknown username exactly as a known one, through the delays too', async () => {
    const run = async (username: string) => {
      const answers = []
      for (let i = 0; i < 5; i++) answers.push(await contractLogin({ username, password: 'wrong-guess-1' }))
      answers.push(await untilDelayed(() => contractLogin({ username, password: 'wrong-guess-1' })))
      // The wait in seconds depends on timing; everything else must be the same.
      return answers.map(({ status, body }) => [status, JSON.stringify(body).replace(/\d+ seconds/, 'N seconds')])
    }
    const known = await run('admin')
    const unknown = await run('no-such-person')
    expect(unknown).toEqual(known)
    expect(known.slice(0, 5)).toEqual(
      Array(5).fill([401, JSON.stringify({ success: false, error: 'Invalid username or password.' })]),
    )
    expect(known[5]).toEqual([
      429,
      JSON.stringify({ success: false, error: 'Too many login attempts. Please wait N seconds and try again.' }),
    ])
  })

  it('gives a burst of parallel guesses one try per slot, not one each', async () => {
    for (let i = 0; i < 5; i++) await contractLogin({ username: 'burst-target', password: 'wrong-guess-1' })
    await sleep(1100)
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => contractLogin({ username: 'burst-target', password: 'wrong-guess-2' })),
    )
    const statuses = burst.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(1)
    expect(statuses.filter((s) => s === 429)).toHaveLength(7)
  })

  it('throttles one address across usernames, and not another address', async () => {
    await payload.create({ collection: 'users', data: { username: 'lee', name: 'Lee', password: 'Lee-Password-123' } })
    const headers = { 'x-forwarded-for': '198.51.100.200' }
    for (let i = 0; i < 10; i++)
      expect((await contractLogin({ username: `user-${i}`, password: 'x' }, headers)).status).toBe(401)
    await untilDelayed(() => contractLogin({ username: 'user-x', password: 'x' }, headers))
    expect((await contractLogin({ username: 'lee', password: 'Lee-Password-123' }, headers)).status).toBe(429)
    expect((await contractLogin({ username: 'lee', password: 'Lee-Password-123' })).status).toBe(200)
  })

  it('forgets failed attempts of a username after a successful login', async () => {
    await payload.create({ collection: 'users', data: { username: 'mo', name: 'Mo', password: 'Mo-Password-123' } })
    for (let i = 0; i < 4; i++) await contractLogin({ username: 'mo', password: 'wrong-guess-3' })
    expect((await contractLogin({ username: 'mo', password: 'Mo-Password-123' })).status).toBe(200)
    for (let i = 0; i < 5; i++)
      expect((await contractLogin({ username: 'mo', password: 'wrong-guess-4' })).status).toBe(401)
  })
})

describe('POST /api/auth/master-login', () => {
  it('is throttled across every claimed address together, and every login is logged', async () => {
    vi.stubEnv('MASTER_PASSWORD', 'Master-Secret-1234')
    const warn = vi.spyOn(payload.logger, 'warn')
    const master = (masterPassword: string) =>
      rest('POST', '/api/auth/master-login', { body: { masterPassword }, headers: newAddress() })
    const ok = await master('Master-Secret-1234')
    expect(ok.status).toBe(200)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Master login: signed in as "admin"/))
    for (let i = 0; i < 5; i++) expect((await master('a-wrong-guess-000')).status).toBe(401)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Master login refused/))
    // Every request above came from a new address, and still:
    await untilDelayed(() => master('a-wrong-guess-000'))
    const limited = await master('Master-Secret-1234')
    expect(limited.status).toBe(429)
    expect(limited.body.error).toMatch(/^Too many login attempts/)
  })

  it('is off with a master password shorter than 16 characters', async () => {
    vi.stubEnv('MASTER_PASSWORD', 'short-secret-1')
    const response = await rest('POST', '/api/auth/master-login', {
      body: { masterPassword: 'short-secret-1' },
      headers: newAddress(),
    })
    expect(response.status).toBe(403)
  })
})
