import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { limitKey } from '../../src/platform/limitKey'
import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
let kimId: string | number
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

/** untilDelayed for a route that answers 200 until it is delayed. */
const untilDelayedReset = async (attempt: () => ReturnType<typeof rest>) => {
  for (let round = 0; round < 10; round++) {
    const response = await attempt()
    if (response.status !== 429) {
      expect(response.status).toBe(200)
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
  const kim = await payload.create({
    collection: 'users',
    data: { username: 'kim', name: 'Kim', password: 'Kim-Password-123' },
  })
  kimId = kim.id
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe("Payload's own POST /api/users/login", () => {
  it('cannot be used to lock staff out: wrong passwords only delay the next try, briefly', async () => {
    const from = newAddress()
    for (let i = 0; i < 5; i++)
      expect((await payloadLogin({ username: 'kim', password: 'wrong-guess-1' }, from)).status).toBe(401)
    // Each counted failure doubles the wait (1 s, 2 s, 4 s …), so it soon outlasts a round trip, whatever the engine.
    const delayed = await untilDelayed(() => payloadLogin({ username: 'kim', password: 'wrong-guess-1' }, from))
    const message: string = delayed.body.errors[0].message
    expect(message).toMatch(/^Too many login attempts\. Please wait \d+ seconds and try again\.$/)
    // Not even the right password gets through during the wait …
    expect((await payloadLogin({ username: 'kim', password: 'Kim-Password-123' }, from)).status).toBe(429)
    // … and right after it, the account works: no lock.
    await sleep(Number(message.match(/\d+/)?.[0]) * 1000 + 100)
    const after = await payloadLogin({ username: 'kim', password: 'Kim-Password-123' }, from)
    expect(after.status).toBe(200)
    expect(after.body.token).toBeTruthy()
  })

  it('answers an unknown username exactly as a wrong password, in either form of login', async () => {
    const answer = async (body: object) => {
      const { status, body: answered } = await payloadLogin(body)
      return [status, answered]
    }
    const wrongPassword = await answer({ username: 'kim', password: 'wrong-guess-2' })
    expect(wrongPassword).toEqual([401, { errors: [{ message: expect.any(String) }] }])
    expect(await answer({ username: 'no-such-person', password: 'wrong-guess-2' })).toEqual(wrongPassword)
    // The admin panel's "e-mail or username" box sends `username`; an e-mail login, `email`.
    await payload.update({ collection: 'users', id: kimId, data: { email: 'kim@example.se' } })
    const wrongByEmail = await answer({ email: 'kim@example.se', password: 'wrong-guess-2' })
    expect(wrongByEmail[0]).toBe(401)
    expect(await answer({ email: 'nobody@example.se', password: 'wrong-guess-2' })).toEqual(wrongByEmail)
    expect(await answer({ username: 'kim@example.se', password: 'wrong-guess-2' })).toEqual(wrongPassword)
  })

  it('refuses a username or e-mail address longer than any login takes, storing nothing', async () => {
    const before = await payload.count({ collection: 'rate-limits' })
    const huge = 'a'.repeat(60_000)
    for (const body of [
      { username: huge, password: 'wrong-guess-3' },
      { email: `${huge}@example.se`, password: 'wrong-guess-3' },
    ]) {
      const refused = await payloadLogin(body)
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({
        errors: [{ message: 'The username or e-mail address can be at most 200 characters.' }],
      })
    }
    expect((await payload.count({ collection: 'rate-limits' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('the time a wrong login takes', () => {
  /** The iterations and key lengths of the password hashes a login computes. */
  const hashesOf = async (login: () => Promise<unknown>) => {
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    await login()
    const hashes = pbkdf2.mock.calls.map(([, , iterations, keyLength, digest]) => [iterations, keyLength, digest])
    pbkdf2.mockRestore()
    return hashes
  }

  it('is one full password hash for an unknown username as for a known one, on both logins', async () => {
    const known = await hashesOf(() => payloadLogin({ username: 'kim', password: 'wrong-guess-4' }))
    expect(known).toEqual([[600_000, 32, 'sha256']])
    expect(await hashesOf(() => payloadLogin({ username: 'no-such-person', password: 'wrong-guess-4' }))).toEqual(known)
    expect(await hashesOf(() => payloadLogin({ email: 'nobody@example.se', password: 'wrong-guess-4' }))).toEqual(known)
    expect(await hashesOf(() => contractLogin({ username: 'kim', password: 'wrong-guess-4' }))).toEqual(known)
    expect(await hashesOf(() => contractLogin({ username: 'no-such-person', password: 'wrong-guess-4' }))).toEqual(
      known,
    )
  })
})

describe('POST /api/auth/login', () => {
  it('answers an unknown username exactly as a known one, through the delays too', async () => {
    const run = async (username: string) => {
      const from = newAddress()
      const answers = []
      for (let i = 0; i < 5; i++) answers.push(await contractLogin({ username, password: 'wrong-guess-1' }, from))
      answers.push(await untilDelayed(() => contractLogin({ username, password: 'wrong-guess-1' }, from)))
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
    const from = newAddress()
    for (let i = 0; i < 5; i++) await contractLogin({ username: 'burst-target', password: 'wrong-guess-1' }, from)
    await sleep(1100)
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => contractLogin({ username: 'burst-target', password: 'wrong-guess-2' }, from)),
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

  it("keeps only the guesser waiting: a stranger's guesses for admin do not delay the owner elsewhere", async () => {
    const stranger = newAddress()
    for (let i = 0; i < 5; i++)
      expect((await contractLogin({ username: 'admin', password: 'wrong-guess-5' }, stranger)).status).toBe(401)
    await untilDelayed(() => contractLogin({ username: 'admin', password: 'wrong-guess-5' }, stranger))
    // The stranger waits, even with the right password …
    const password = process.env.ADMIN_PASSWORD
    expect((await contractLogin({ username: 'admin', password }, stranger)).status).toBe(429)
    // … while the owner, from anywhere else, logs in at once, through either login.
    expect((await contractLogin({ username: 'admin', password })).status).toBe(200)
    expect((await payloadLogin({ username: 'admin', password })).status).toBe(200)
  })

  it('keeps the wait at a minute when no proxy names the client, as every visitor then shares one address', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '0')
    try {
      // A stranger's long run of wrong guesses for admin, the last one just now.
      const now = new Date()
      await payload.create({
        collection: 'rate-limits',
        data: {
          key: limitKey('login-pair', 'admin', 'local'),
          count: 30,
          lastAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
        },
      })
      const waiting = await contractLogin({ username: 'admin', password: process.env.ADMIN_PASSWORD })
      expect(waiting.status).toBe(429)
      const seconds = Number(waiting.body.error.match(/wait (\d+) seconds/)[1])
      expect(seconds).toBeGreaterThan(30)
      expect(seconds).toBeLessThanOrEqual(60)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('delays a username for everyone only past a much higher ceiling, which only many addresses reach', async () => {
    // A fifth of every limit: 1 free guess per (username, address), 2 per address, 20 per username.
    vi.stubEnv('RATE_LIMIT_FACTOR', '0.2')
    await payload.create({ collection: 'users', data: { username: 'noa', name: 'Noa', password: 'Noa-Password-123' } })
    for (let i = 0; i < 20; i++)
      expect((await contractLogin({ username: 'noa', password: 'wrong-guess-6' })).status).toBe(401)
    const everywhere = await contractLogin({ username: 'noa', password: 'Noa-Password-123' })
    expect(everywhere.status).toBe(429)
    expect(everywhere.body.error).toMatch(/^Too many login attempts\. Please wait \d+ seconds and try again\.$/)
  })

  it('keeps its counters under short keys that name no username or address', async () => {
    const username = `long-${'x'.repeat(190)}`
    const from = { 'x-forwarded-for': '192.0.2.77' }
    expect((await contractLogin({ username, password: 'wrong-guess-7' }, from)).status).toBe(401)
    const { docs } = await payload.find({ collection: 'rate-limits', pagination: false })
    const keys = docs.map((doc) => doc.key as string)
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) {
      expect(key.length).toBeLessThanOrEqual(64)
      expect(key).not.toContain('xxxxx')
      expect(key).not.toContain('192.0.2.77')
    }
  })

  it('forgets failed attempts of a username after a successful login', async () => {
    await payload.create({ collection: 'users', data: { username: 'mo', name: 'Mo', password: 'Mo-Password-123' } })
    const from = newAddress()
    for (let i = 0; i < 4; i++) await contractLogin({ username: 'mo', password: 'wrong-guess-3' }, from)
    expect((await contractLogin({ username: 'mo', password: 'Mo-Password-123' }, from)).status).toBe(200)
    for (let i = 0; i < 5; i++)
      expect((await contractLogin({ username: 'mo', password: 'wrong-guess-4' }, from)).status).toBe(401)
  })
})

describe("Payload's own POST /api/users/forgot-password", () => {
  const forgot = (body: object, headers: Record<string, string>) =>
    rest('POST', '/api/users/forgot-password', { body, headers })

  it('is throttled like a login: per name and address first, and another address is not kept waiting', async () => {
    const from = newAddress()
    // An unknown name, so no e-mail is sent; the answer is the same as for a known one.
    for (let i = 0; i < 5; i++) {
      const asked = await forgot({ username: 'no-such-person' }, from)
      expect(asked.status).toBe(200)
      expect(asked.body).toEqual({ message: expect.any(String) })
    }
    const delayed = await untilDelayedReset(() => forgot({ username: 'no-such-person' }, from))
    expect(delayed.body.errors[0].message).toMatch(/^Too many login attempts\. Please wait \d+ seconds/)
    expect((await forgot({ username: 'no-such-person' }, newAddress())).status).toBe(200)
  })

  it('counts under the e-mail address the reset is sent to, whatever username comes with it', async () => {
    const from = newAddress()
    // A blank or changing username beside the address must not make each request a fresh one: the pair's five
    // free requests run out well before the address's ten.
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const username = i % 2 ? ' ' : `alias-${i}`
      statuses.push((await forgot({ username, email: 'nobody@example.se' }, from)).status)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses).toContain(429)
  })

  it('still starts a reset for a known account (its answer the same), on either engine', async () => {
    await payload.update({ collection: 'users', id: kimId, data: { email: 'kim@example.se' } })
    const asked = await forgot({ username: 'kim' }, newAddress())
    expect(asked.status).toBe(200)
    const kim = await payload.db.findOne<{ id: string | number; resetPasswordToken?: string }>({
      collection: 'users',
      where: { id: { equals: kimId } },
    })
    expect(kim?.resetPasswordToken).toBeTruthy()
  })

  it('refuses a name longer than any login takes', async () => {
    const refused = await forgot({ email: `${'a'.repeat(60_000)}@example.se` }, newAddress())
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      errors: [{ message: 'The username or e-mail address can be at most 200 characters.' }],
    })
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
