import { createLocalReq, type Endpoint, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'
import { softAuthenticator } from '../support/softAuthenticator'

/*
 * Issue 66: passkeys for staff. The relying party is SERVER_URL's host; a challenge works once, within five
 * minutes, on any server of the site (they share the database); the signature counter is checked; a removed or
 * demoted member's passkey no longer works; failures count in the login throttle; user verification is required,
 * so a passkey alone satisfies the owner's "staff must use a second factor".
 */
const SITE = 'https://salong.test'
process.env.SERVER_URL = SITE

let payload: Payload
let second: Payload
const OWNER_PASSWORD = process.env.ADMIN_PASSWORD as string
const KIM_PASSWORD = 'Kim-Password-123'

let address = 0
const from = () => ({ 'x-forwarded-for': `198.18.0.${++address}` })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, ...from() })

const tokenOf = async (username: string, password: string) => {
  const response = await rest('POST', '/api/auth/login', { body: { username, password }, headers: from() })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.data.token as string
}

type Authenticator = ReturnType<typeof softAuthenticator>

/** Adds a passkey to the member of `token` through the routes, as the admins do. */
const addPasskey = async (token: string, device: Authenticator, name = 'Telefon', options: object = {}) => {
  const creation = await rest('POST', '/api/auth/passkeys/registration/options', { headers: bearer(token) })
  expect(creation.status).toBe(200)
  return rest('POST', '/api/auth/passkeys/registration/verify', {
    headers: bearer(token),
    body: { response: device.create(creation.body.data, options), name },
  })
}

const loginOptions = async () => {
  const options = await rest('POST', '/api/auth/passkey/options', { headers: from() })
  expect(options.status).toBe(200)
  return options.body.data as { challenge: string }
}
const passkeyLogin = (response: unknown, headers: Record<string, string> = from()) =>
  rest('POST', '/api/auth/passkey/login', { body: { response }, headers })

/** One route of the other server (its own Payload on the same database), called as Payload calls it. */
const onSecondServer = async (path: string, data: unknown, headers: Record<string, string> = from()) => {
  const endpoint = second.config.endpoints.find((e: Endpoint) => e.path === path && e.method === 'post')!
  const req = await createLocalReq({}, second)
  Object.assign(req, { method: 'POST', data, headers: new Headers(headers), url: `${SITE}/api${path}` })
  const response = await endpoint.handler(req)
  return { status: response.status, body: await response.json() }
}

let kim: { id: string | number }
let kimToken: string

beforeAll(async () => {
  payload = await testPayload()
  await ensureAdminUser(payload)
  kim = await payload.create({ collection: 'users', data: { username: 'kim', name: 'Kim', password: KIM_PASSWORD } })
  kimToken = await tokenOf('kim', KIM_PASSWORD)
  // A second server of the site: its own Payload, on the same database.
  const { default: config } = await import('@payload-config')
  second = await getPayload({ config: await config, key: 'second-server', disableOnInit: true })
})

afterAll(async () => {
  await second?.destroy()
})

describe('adding, listing and removing passkeys', () => {
  it('adds a passkey for SERVER_URL’s host, with user verification, and lists it without its key', async () => {
    const device = softAuthenticator({ origin: SITE, rpId: 'salong.test' })
    const creation = await rest('POST', '/api/auth/passkeys/registration/options', { headers: bearer(kimToken) })
    expect(creation.body.data).toMatchObject({
      rp: { id: 'salong.test', name: 'Salong' },
      user: { name: 'kim' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const added = await rest('POST', '/api/auth/passkeys/registration/verify', {
      headers: bearer(kimToken),
      body: { response: device.create(creation.body.data), name: 'Kims telefon' },
    })
    expect(added.status).toBe(201)
    expect(added.body.data).toEqual({
      id: expect.anything(),
      name: 'Kims telefon',
      created_at: expect.any(String),
      last_used_at: null,
    })
    const list = await rest('GET', '/api/auth/passkeys', { headers: bearer(kimToken) })
    expect(list.body.data).toEqual([added.body.data])
    // Its challenge is spent: the same answer again is refused.
    const again = await rest('POST', '/api/auth/passkeys/registration/verify', {
      headers: bearer(kimToken),
      body: { response: device.create(creation.body.data), name: 'Igen' },
    })
    expect(again.status).toBe(400)
  })

  it('refuses a passkey made for another host, from another origin, or without user verification', async () => {
    const before = (await rest('GET', '/api/auth/passkeys', { headers: bearer(kimToken) })).body.data.length
    const elsewhere = softAuthenticator({ origin: 'https://salong-login.example', rpId: 'salong-login.example' })
    expect((await addPasskey(kimToken, elsewhere)).status).toBe(400)
    const device = softAuthenticator({ origin: SITE, rpId: 'salong.test' })
    expect((await addPasskey(kimToken, device, 'x', { from: 'https://salong-login.example' })).status).toBe(400)
    expect((await addPasskey(kimToken, device, 'x', { uv: false })).status).toBe(400)
    expect((await rest('GET', '/api/auth/passkeys', { headers: bearer(kimToken) })).body.data).toHaveLength(before)
  })

  it('removes one of one’s own passkeys only with the password or a current code', async () => {
    const device = softAuthenticator({ origin: SITE, rpId: 'salong.test' })
    const { id } = (await addPasskey(kimToken, device, 'Gammal')).body.data
    const wrong = await rest('DELETE', `/api/auth/passkeys/${id}`, {
      headers: bearer(kimToken),
      body: { password: 'Wrong-Password-1' },
    })
    expect(wrong.status).toBe(400)
    const none = await rest('DELETE', `/api/auth/passkeys/${id}`, { headers: bearer(kimToken), body: {} })
    expect(none.status).toBe(400)
    // Another member cannot see or remove it.
    const owner = await tokenOf('admin', OWNER_PASSWORD)
    const others = await rest('DELETE', `/api/auth/passkeys/${id}`, {
      headers: bearer(owner),
      body: { password: OWNER_PASSWORD },
    })
    expect(others.status).toBe(404)
    const removed = await rest('DELETE', `/api/auth/passkeys/${id}`, {
      headers: bearer(kimToken),
      body: { password: KIM_PASSWORD },
    })
    expect(removed.status).toBe(200)
    const names = (await rest('GET', '/api/auth/passkeys', { headers: bearer(kimToken) })).body.data.map(
      (passkey: { name: string }) => passkey.name,
    )
    expect(names).not.toContain('Gammal')
    // Its sign-in no longer works.
    expect((await passkeyLogin(device.get(await loginOptions()))).status).toBe(401)
  })
})

describe('signing in with a passkey', () => {
  const device = softAuthenticator({ origin: SITE, rpId: 'salong.test' })
  beforeAll(async () => {
    expect((await addPasskey(kimToken, device, 'Nyckel')).status).toBe(201)
  })

  it('signs in with the passkey alone, no username, answering as the login does', async () => {
    const answer = await passkeyLogin(device.get(await loginOptions()))
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      token: expect.any(String),
      user: { id: kim.id, username: 'kim', name: 'Kim' },
      exp: expect.any(Number),
    })
    const profile = await rest('GET', '/api/auth/profile', { headers: bearer(answer.body.data.token) })
    expect(profile.body.data.username).toBe('kim')
    const [listed] = (await rest('GET', '/api/auth/passkeys', { headers: bearer(kimToken) })).body.data.filter(
      (passkey: { name: string }) => passkey.name === 'Nyckel',
    )
    expect(listed.last_used_at).not.toBeNull()
  })

  it("signs the panel in through Payload's users route, with its session cookie", async () => {
    const answer = await rest('POST', '/api/users/passkey-login', {
      body: { response: device.get(await loginOptions()) },
      headers: from(),
    })
    expect(answer.status).toBe(200)
    expect(answer.body.user.username).toBe('kim')
    expect(answer.headers.get('set-cookie')).toMatch(/^payload-token=[^;]+;/)
    const me = await rest('GET', '/api/users/me', { headers: { Authorization: `JWT ${answer.body.token}` } })
    expect(me.body.user.username).toBe('kim')
    const refused = await rest('POST', '/api/users/passkey-login', {
      body: { response: device.get(await loginOptions(), { uv: false }) },
      headers: from(),
    })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('set-cookie')).toBeNull()
  })

  it('verifies on another server the options one server gave, and a challenge only once', async () => {
    const options = await loginOptions()
    const assertion = device.get(options)
    const there = await onSecondServer('/auth/passkey/login', { response: assertion })
    expect(there.status).toBe(200)
    expect(there.body.data.user.username).toBe('kim')
    // The same assertion again, on either server: its challenge is spent.
    expect((await passkeyLogin(assertion)).status).toBe(401)
    expect((await onSecondServer('/auth/passkey/login', { response: assertion })).status).toBe(401)
    // A fresh assertion of a spent challenge too.
    expect((await passkeyLogin(device.get(options))).status).toBe(401)
  })

  it('refuses a challenge older than five minutes', async () => {
    const options = await loginOptions()
    const [stored] = (
      await payload.find({ collection: 'passkey-challenges', where: { challenge: { equals: options.challenge } } })
    ).docs
    expect(new Date(stored.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000)
    // Five minutes on (the challenge's own clock, not the throttle's).
    await payload.update({
      collection: 'passkey-challenges',
      id: stored.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const late = await passkeyLogin(device.get(options))
    expect(late.status).toBe(401)
    expect(late.body.error).toBe('The passkey was not accepted.')
  })

  it('refuses a signature counter that did not move on (a cloned authenticator)', async () => {
    const [stored] = (await payload.find({ collection: 'passkeys', where: { name: { equals: 'Nyckel' } } })).docs
    const seen = stored.counter
    expect((await passkeyLogin(device.get(await loginOptions(), { counter: seen }))).status).toBe(401)
    expect((await passkeyLogin(device.get(await loginOptions(), { counter: seen + 1 }))).status).toBe(200)
  })

  it('refuses an assertion from another origin or without user verification', async () => {
    expect(
      (await passkeyLogin(device.get(await loginOptions(), { from: 'https://salong-login.example' }))).status,
    ).toBe(401)
    expect((await passkeyLogin(device.get(await loginOptions(), { uv: false }))).status).toBe(401)
  })

  it('counts failures in the login throttle of the passkey’s member', async () => {
    const headers = from()
    for (let i = 0; i < 5; i++) {
      expect((await passkeyLogin(device.get(await loginOptions(), { uv: false }), headers)).status).toBe(401)
    }
    const throttled = await passkeyLogin(device.get(await loginOptions()), headers)
    expect(throttled.status).toBe(429)
    // The same member, by password, from that address: the same throttle.
    const byPassword = await rest('POST', '/api/auth/login', {
      body: { username: 'kim', password: KIM_PASSWORD },
      headers,
    })
    expect(byPassword.status).toBe(429)
  })
})

describe('the member behind a passkey', () => {
  const addMember = async (username: string) => {
    const password = `${username}-Password-123`
    const member = await payload.create({ collection: 'users', data: { username, password } })
    const token = await tokenOf(username, password)
    const device = softAuthenticator({ origin: SITE, rpId: 'salong.test' })
    expect((await addPasskey(token, device)).status).toBe(201)
    expect((await passkeyLogin(device.get(await loginOptions()))).status).toBe(200)
    return { member, device, password }
  }

  it('a removed member’s passkey no longer works', async () => {
    const { member, device } = await addMember('lo')
    await payload.delete({ collection: 'users', id: member.id })
    expect((await passkeyLogin(device.get(await loginOptions()))).status).toBe(401)
  })

  it('a demoted (or promoted) member’s passkey no longer works: they add a new one', async () => {
    const { member, device } = await addMember('mi')
    await payload.update({ collection: 'users', id: member.id, data: { role: 'owner' } })
    await payload.update({ collection: 'users', id: member.id, data: { role: 'staff' } })
    expect((await passkeyLogin(device.get(await loginOptions()))).status).toBe(401)
  })

  it('a passkey satisfies "staff must use a second factor"; the password alone then opens nothing', async () => {
    const { device, password } = await addMember('noa')
    const owner = await tokenOf('admin', OWNER_PASSWORD)
    // The owner needs a factor of their own first: a passkey serves.
    expect((await addPasskey(owner, softAuthenticator({ origin: SITE, rpId: 'salong.test' }))).status).toBe(201)
    const required = await rest('PUT', '/api/auth/second-factor/requirement', {
      headers: bearer(owner),
      body: { required: true },
    })
    try {
      expect(required.status).toBe(200)
      const byPassword = await rest('POST', '/api/auth/login', { body: { username: 'noa', password }, headers: from() })
      expect(byPassword.status).toBe(401)
      expect(byPassword.body.second_factor_required).toBe(true)
      const byPasskey = await passkeyLogin(device.get(await loginOptions()))
      expect(byPasskey.status).toBe(200)
      const token = byPasskey.body.data.token
      const profile = await rest('GET', '/api/auth/profile', { headers: bearer(token) })
      expect(profile.body.data.second_factor_setup_required).toBe(false)
      expect((await rest('GET', '/api/services', { headers: bearer(token) })).status).toBe(200)
      expect((await rest('GET', '/api/newsletter/stats', { headers: bearer(token) })).status).toBe(200)
    } finally {
      await payload.updateGlobal({ slug: 'staff-sign-in', data: { requireSecondFactor: false } })
    }
  })

  it('the owner removes the passkeys of a member who lost every device', async () => {
    const { member, device } = await addMember('ra')
    const owner = await tokenOf('admin', OWNER_PASSWORD)
    const off = await rest('POST', `/api/auth/second-factor/staff/${member.id}/disable`, { headers: bearer(owner) })
    expect(off.status).toBe(200)
    expect((await passkeyLogin(device.get(await loginOptions()))).status).toBe(401)
    const again = await rest('POST', `/api/auth/second-factor/staff/${member.id}/disable`, { headers: bearer(owner) })
    expect(again.status).toBe(409)
  })

  it('every passkey action leaves one audit entry: added, sign-in with passkey, removed', async () => {
    const device = softAuthenticator({ origin: SITE, rpId: 'salong.test' })
    const count = async (action: string, detail?: string) =>
      (
        await payload.count({
          collection: 'audit-log',
          where: {
            action: { equals: action },
            actor: { equals: String(kim.id) },
            ...(detail ? { detail: { equals: detail } } : {}),
          },
        })
      ).totalDocs
    const [added, signIns, removed] = [
      await count('passkey.added'),
      await count('sign-in', 'passkey'),
      await count('passkey.removed'),
    ]
    const { id } = (await addPasskey(kimToken, device, 'Granskad')).body.data
    expect(await count('passkey.added')).toBe(added + 1)
    expect((await passkeyLogin(device.get(await loginOptions()))).status).toBe(200)
    expect(await count('sign-in', 'passkey')).toBe(signIns + 1)
    await rest('DELETE', `/api/auth/passkeys/${id}`, { headers: bearer(kimToken), body: { password: KIM_PASSWORD } })
    expect(await count('passkey.removed')).toBe(removed + 1)
  })
})
