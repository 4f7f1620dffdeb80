import { Secret, TOTP } from 'otpauth'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD as string
const KIM_PASSWORD = 'Kim-Password-123'
const NOOR_PASSWORD = 'Noor-Password-123'

// Each request comes from its own address unless a test needs one address: the per-address limit stays out of it.
let address = 0
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${++address}` })
const login = (body: object, headers = newAddress()) => rest('POST', '/api/auth/login', { body, headers })
const payloadLogin = (body: object, headers = newAddress()) => rest('POST', '/api/users/login', { body, headers })
const asStaff = (token: string) => ({ Authorization: `Bearer ${token}`, ...newAddress() })
const tokenOf = async (username: string, password: string, code?: string) => {
  const response = await login({ username, password, ...(code ? { code } : {}) })
  expect(response.status).toBe(200)
  return response.body.data.token as string
}

/** The code an authenticator app shows `steps` periods from now (a phone's clock a little ahead or behind). */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

/** Sets up and enables a factor for the member of `token`: its secret and recovery codes. */
const enrol = async (token: string) => {
  const setup = await rest('POST', '/api/auth/second-factor/setup', { headers: asStaff(token) })
  expect(setup.status).toBe(200)
  const { secret } = setup.body.data
  const enabled = await rest('POST', '/api/auth/second-factor/enable', {
    headers: asStaff(token),
    body: { code: codeOf(secret) },
  })
  expect(enabled.status).toBe(200)
  return { secret: secret as string, recoveryCodes: enabled.body.data.recovery_codes as string[] }
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureAdminUser(payload)
  await payload.create({
    collection: 'users',
    data: { username: 'kim', name: 'Kim', email: 'kim@salong.test', password: KIM_PASSWORD },
  })
})

afterEach(() => vi.unstubAllEnvs())

describe('a staff member with a second factor', () => {
  let kimSecret: string
  let kimRecovery: string[]

  it('sets it up: a new secret as text and as an otpauth address, active only once a code from it is sent', async () => {
    const token = await tokenOf('kim', KIM_PASSWORD)
    const before = await rest('GET', '/api/auth/second-factor', { headers: asStaff(token) })
    expect(before.body.data).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
      can_change_requirement: false,
    })

    const setup = await rest('POST', '/api/auth/second-factor/setup', { headers: asStaff(token) })
    const { secret, otpauth_url } = setup.body.data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Salong:kim\?/)
    expect(new URL(otpauth_url).searchParams.get('secret')).toBe(secret)
    // Not on yet: the password alone still signs in.
    expect((await login({ username: 'kim', password: KIM_PASSWORD })).status).toBe(200)

    const wrong = await rest('POST', '/api/auth/second-factor/enable', {
      headers: asStaff(token),
      body: { code: codeOf(secret, 5) },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('The code is not correct.')

    const enabled = await rest('POST', '/api/auth/second-factor/enable', {
      headers: asStaff(token),
      body: { code: codeOf(secret) },
    })
    expect(enabled.status).toBe(200)
    const codes: string[] = enabled.body.data.recovery_codes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    kimSecret = secret
    kimRecovery = codes

    const profile = await rest('GET', '/api/auth/profile', { headers: asStaff(token) })
    expect(profile.body.data).toMatchObject({ username: 'kim', second_factor_enabled: true })
    const status = await rest('GET', '/api/auth/second-factor', { headers: asStaff(token) })
    expect(status.body.data).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 })
  })

  it('keeps the secret encrypted and only hashes of the recovery codes, and never shows either', async () => {
    const stored = await payload.db.findOne<Record<string, unknown> & { id: string | number }>({
      collection: 'users',
      where: { username: { equals: 'kim' } },
    })
    const everything = JSON.stringify(stored)
    expect(everything).not.toContain(kimSecret)
    for (const code of kimRecovery) expect(everything).not.toContain(code.replace('-', ''))
    expect(everything).not.toContain(kimRecovery[0])

    const token = await tokenOf('kim', KIM_PASSWORD, codeOf(kimSecret, -1))
    const own = await rest('GET', `/api/users/${stored!.id}`, { headers: asStaff(token) })
    expect(own.status).toBe(200)
    expect(Object.keys(own.body).filter((key) => key.startsWith('secondFactor'))).toEqual(['secondFactorEnabled'])
  })

  it('asks for the code at login; accepts each code once, one step of drift either way, and a recovery code once', async () => {
    const required = await login({ username: 'kim', password: KIM_PASSWORD })
    expect(required.status).toBe(401)
    expect(required.body).toEqual({
      success: false,
      error: 'A second factor is required',
      second_factor_required: true,
    })

    const next = codeOf(kimSecret, 1)
    const accepted = await login({ username: 'kim', password: KIM_PASSWORD, code: next })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.user.username).toBe('kim')
    const again = await login({ username: 'kim', password: KIM_PASSWORD, code: next })
    expect(again.status).toBe(401)
    expect(again.body.error).toBe('Invalid username or password.')
    expect(again.body.second_factor_required).toBeUndefined()

    // Two steps away is too far.
    expect((await login({ username: 'kim', password: KIM_PASSWORD, code: codeOf(kimSecret, 3) })).status).toBe(401)

    const recovery = kimRecovery[0].toUpperCase()
    expect((await login({ username: 'kim', password: KIM_PASSWORD, code: recovery })).status).toBe(200)
    expect((await login({ username: 'kim', password: KIM_PASSWORD, code: recovery })).status).toBe(401)
    const token = await tokenOf('kim', KIM_PASSWORD, kimRecovery[1])
    const status = await rest('GET', '/api/auth/second-factor', { headers: asStaff(token) })
    expect(status.body.data.recovery_codes_left).toBe(8)
  })

  it('answers a wrong password and a wrong code alike once a code is sent', async () => {
    const wrongPassword = await login({ username: 'kim', password: 'Not-Her-Password-1', code: codeOf(kimSecret, 2) })
    const wrongCode = await login({ username: 'kim', password: KIM_PASSWORD, code: '000000' })
    const wrongRecovery = await login({ username: 'kim', password: KIM_PASSWORD, code: 'aaaaa-aaaaa' })
    for (const answer of [wrongPassword, wrongCode, wrongRecovery]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ success: false, error: 'Invalid username or password.' })
    }
  })

  it("is asked for by Payload's own /api/users/login too", async () => {
    const refused = await payloadLogin({ username: 'kim', password: KIM_PASSWORD })
    expect(refused.status).toBe(401)
    expect(refused.body.second_factor_required).toBe(true)
    expect(refused.headers.get('set-cookie')).toBeNull()
    const wrong = await payloadLogin({ username: 'kim', password: KIM_PASSWORD, code: '123456' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.second_factor_required).toBeUndefined()
    // Every code of these three steps is spent by now; a recovery code serves.
    const signedIn = await payloadLogin({ username: 'kim', password: KIM_PASSWORD, code: kimRecovery[5] })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('set-cookie')).toContain('payload-token=')
  })

  it('counts wrong codes in the login throttle', async () => {
    const from = newAddress()
    let answer = await login({ username: 'kim', password: KIM_PASSWORD, code: '000001' }, from)
    for (let attempt = 0; attempt < 30 && answer.status === 401; attempt++) {
      answer = await login({ username: 'kim', password: KIM_PASSWORD, code: '000001' }, from)
    }
    expect(answer.status).toBe(429)
    expect(answer.body.error).toMatch(/^Too many login attempts\./)
  })

  it('survives a password reset: the new password works only with a code, and the reset starts no session', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'kim@salong.test' },
      disableEmail: true,
    })
    const reset = await rest('POST', '/api/users/reset-password', {
      body: { token, password: 'Kim-New-Password-456' },
      headers: newAddress(),
    })
    expect(reset.status).toBe(200)
    expect(reset.body.token).toBeUndefined()
    expect(reset.headers.get('set-cookie')).toBeNull()
    const required = await login({ username: 'kim', password: 'Kim-New-Password-456' })
    expect(required.body.second_factor_required).toBe(true)
    const recovery = kimRecovery[2]
    expect((await login({ username: 'kim', password: 'Kim-New-Password-456', code: recovery })).status).toBe(200)
  })

  it('is turned off with the password and a code, after which the password alone signs in', async () => {
    const token = await tokenOf('kim', 'Kim-New-Password-456', kimRecovery[3])
    const wrong = await rest('POST', '/api/auth/second-factor/disable', {
      headers: asStaff(token),
      body: { password: 'Kim-New-Password-456', code: '999999' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('The password or the code is not correct.')
    const off = await rest('POST', '/api/auth/second-factor/disable', {
      headers: asStaff(token),
      body: { password: 'Kim-New-Password-456', code: kimRecovery[4] },
    })
    expect(off.status).toBe(200)
    expect((await login({ username: 'kim', password: 'Kim-New-Password-456' })).status).toBe(200)
    const stored = await payload.db.findOne<Record<string, unknown> & { id: string | number }>({
      collection: 'users',
      where: { username: { equals: 'kim' } },
    })
    expect(stored?.secondFactorSecret ?? null).toBeNull()
    expect(stored?.secondFactorRecoveryCodes ?? null).toBeNull()
  })
})

describe("the owner's requirement", () => {
  it('sends members without a factor to set one up, blocks everything else, and refuses master login', async () => {
    const ownerToken = await tokenOf('admin', ADMIN_PASSWORD)
    const early = await rest('PUT', '/api/auth/second-factor/requirement', {
      headers: asStaff(ownerToken),
      body: { required: true },
    })
    expect(early.status).toBe(409)
    const owner = await enrol(ownerToken)

    const kimToken = await tokenOf('kim', 'Kim-New-Password-456')
    const notOwner = await rest('PUT', '/api/auth/second-factor/requirement', {
      headers: asStaff(kimToken),
      body: { required: true },
    })
    expect(notOwner.status).toBe(403)

    const on = await rest('PUT', '/api/auth/second-factor/requirement', {
      headers: asStaff(ownerToken),
      body: { required: true },
    })
    expect(on.status).toBe(200)

    const kim = await login({ username: 'kim', password: 'Kim-New-Password-456' })
    expect(kim.status).toBe(200)
    expect(kim.body.data.second_factor_setup_required).toBe(true)
    const kimNow = asStaff(kim.body.data.token)
    const blocked = await rest('GET', '/api/contact/messages', { headers: kimNow })
    expect(blocked.status).toBe(403)
    expect(blocked.body.second_factor_setup_required).toBe(true)
    const profile = await rest('GET', '/api/auth/profile', { headers: kimNow })
    expect(profile.body.data).toMatchObject({ second_factor_enabled: false, second_factor_setup_required: true })
    // The content panel is closed to her too (Payload's access answer for the panel).
    // (Payload leaves a false out of the answer.)
    expect((await rest('GET', '/api/access', { headers: kimNow })).body.canAccessAdmin).toBeFalsy()
    // The owner, who has one, works on.
    expect((await rest('GET', '/api/contact/messages', { headers: asStaff(ownerToken) })).status).toBe(200)

    vi.stubEnv('MASTER_PASSWORD', 'a-master-password-long-enough')
    const master = await rest('POST', '/api/auth/master-login', {
      body: { masterPassword: 'a-master-password-long-enough' },
      headers: newAddress(),
    })
    expect(master.status).toBe(403)
    expect(master.body.error).toBe('Master login is turned off while staff must use a second factor.')

    // Once she has set one up, she works as before.
    await enrol(kim.body.data.token)
    expect((await rest('GET', '/api/contact/messages', { headers: kimNow })).status).toBe(200)
    expect((await rest('GET', '/api/access', { headers: kimNow })).body.canAccessAdmin).toBe(true)

    const freshOwner = await tokenOf('admin', ADMIN_PASSWORD, codeOf(owner.secret, 1))
    const off = await rest('PUT', '/api/auth/second-factor/requirement', {
      headers: asStaff(freshOwner),
      body: { required: false },
    })
    expect(off.status).toBe(200)
  })

  it("lets the owner turn a member's factor off (a lost phone), but nobody turn one on or their own off by a save", async () => {
    const admin = await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })
    const owner = admin.docs[0]
    const kim = (await payload.find({ collection: 'users', where: { username: { equals: 'kim' } } })).docs[0]
    await expect(
      payload.update({
        collection: 'users',
        id: owner.id,
        data: { secondFactorEnabled: false },
        user: owner,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await payload.update({
      collection: 'users',
      id: kim.id,
      data: { secondFactorEnabled: false },
      user: owner,
      overrideAccess: false,
    })
    expect((await login({ username: 'kim', password: 'Kim-New-Password-456' })).status).toBe(200)
    await payload.update({
      collection: 'users',
      id: kim.id,
      data: { secondFactorEnabled: true },
      user: owner,
      overrideAccess: false,
    })
    expect((await login({ username: 'kim', password: 'Kim-New-Password-456' })).status).toBe(200)
  })
})

describe('backups', () => {
  it('a backup and its restore keep every factor: a restored member still needs a code', async () => {
    const ownerLogin = await login({ username: 'admin', password: ADMIN_PASSWORD })
    expect(ownerLogin.body.second_factor_required).toBe(true)
    const status = await rest('GET', '/api/auth/second-factor', {
      headers: asStaff(await tokenOf('kim', 'Kim-New-Password-456')),
    })
    expect(status.body.data.enabled).toBe(false)
    // Kim sets one up again before the backup.
    const kimToken = await tokenOf('kim', 'Kim-New-Password-456')
    const kim = await enrol(kimToken)
    const token = await tokenOf('kim', 'Kim-New-Password-456', kim.recoveryCodes[0])
    const created = await rest('POST', '/api/backup/create', { headers: asStaff(token), body: {} })
    expect(created.status).toBe(201)
    const restored = await rest('POST', '/api/backup/restore', {
      headers: asStaff(token),
      body: { backupName: created.body.data.name },
    })
    expect(restored.status).toBe(200)
    const after = await login({ username: 'kim', password: 'Kim-New-Password-456' })
    expect(after.status).toBe(401)
    expect(after.body.second_factor_required).toBe(true)
    expect(
      (await login({ username: 'kim', password: 'Kim-New-Password-456', code: kim.recoveryCodes[1] })).status,
    ).toBe(200)
  })
})

describe("Payload's own REST while the owner requires a second factor", () => {
  const setRequirement = (required: boolean) =>
    payload.updateGlobal({ slug: 'staff-sign-in', data: { requireSecondFactor: required } })

  it('is closed to a member without one, except what setting up needs, and opens once she has one', async () => {
    await payload.create({ collection: 'users', data: { username: 'noor', name: 'Noor', password: NOOR_PASSWORD } })
    const token = await tokenOf('noor', NOOR_PASSWORD)
    const reads = ['/api/treatments', '/api/globals/settings', '/api/users', '/api/globals/settings/versions']
    // Without the requirement nothing changes for a member without a factor.
    for (const path of reads)
      expect([path, (await rest('GET', path, { headers: asStaff(token) })).status]).toEqual([path, 200])

    await setRequirement(true)
    try {
      for (const path of [...reads, '/api/access']) {
        const refused = await rest('GET', path, { headers: asStaff(token) })
        expect([path, refused.status]).toEqual([path, 403])
        expect(refused.body).toEqual({
          success: false,
          error: 'Set up a second factor before anything else.',
          second_factor_setup_required: true,
        })
      }
      const created = await rest('POST', '/api/treatments', {
        headers: asStaff(token),
        body: { name: 'Not while setting up', price: 100, duration: 30 },
      })
      expect(created.status).toBe(403)
      expect(
        (await payload.find({ collection: 'treatments', where: { name: { equals: 'Not while setting up' } } }))
          .totalDocs,
      ).toBe(0)
      const saved = await rest('POST', '/api/globals/settings', { headers: asStaff(token), body: {} })
      expect(saved.status).toBe(403)

      // What setting up needs still answers: her own account, and the factor's routes (below).
      const me = await rest('GET', '/api/users/me', { headers: asStaff(token) })
      expect(me.status).toBe(200)
      expect(me.body.user.username).toBe('noor')
      // A visitor's answers are a visitor's, and the server's own calls (overrideAccess) are unaffected.
      expect((await rest('GET', '/api/treatments', { headers: newAddress() })).status).toBe(200)
      await expect(payload.findGlobal({ slug: 'settings' })).resolves.toBeTruthy()
      await expect(payload.count({ collection: 'treatments' })).resolves.toHaveProperty('totalDocs')

      // A media file is answered as to a visitor: the site's pictures still show, a hidden one does not.
      const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c08' } })
        .jpeg()
        .toBuffer()
      const upload = (name: string, isActive: boolean) =>
        payload.create({
          collection: 'media',
          locale: 'sv',
          data: { title: name, category: 'facial', placement: 'gallery', isActive } as never,
          file: { data: picture, mimetype: 'image/jpeg', name: `${name}.jpg`, size: picture.length },
        })
      const shown = await upload('noor-shown', true)
      const hidden = await upload('noor-hidden', false)
      expect((await rest('GET', `/api/media/file/${shown.filename}`, { headers: asStaff(token) })).status).toBe(200)
      const asVisitor = (await rest('GET', `/api/media/file/${hidden.filename}`, { headers: newAddress() })).status
      expect(asVisitor).toBeGreaterThanOrEqual(400)
      expect((await rest('GET', `/api/media/file/${hidden.filename}`, { headers: asStaff(token) })).status).toBe(
        asVisitor,
      )

      await enrol(token)
      for (const path of reads)
        expect([path, (await rest('GET', path, { headers: asStaff(token) })).status]).toEqual([path, 200])
    } finally {
      await setRequirement(false)
    }
  })
})

describe("the owner's way out for a member who lost their phone", () => {
  it("turns another member's factor off (owner only, never their own), after which the password alone signs in", async () => {
    await payload.create({
      collection: 'users',
      data: { username: 'vera', name: 'Vera', password: 'Vera-Password-123', role: 'owner' },
    })
    await payload.create({
      collection: 'users',
      data: { username: 'lina', name: 'Lina', password: 'Lina-Password-123' },
    })
    const vera = asStaff(await tokenOf('vera', 'Vera-Password-123'))
    const lina = asStaff(await tokenOf('lina', 'Lina-Password-123'))
    const idOf = async (username: string) =>
      (await payload.find({ collection: 'users', where: { username: { equals: username } } })).docs[0].id
    const turnOff = (id: string | number, headers: Record<string, string>) =>
      rest('POST', `/api/auth/second-factor/staff/${id}/disable`, { headers })
    // Noor set hers up above: her password alone is not enough.
    expect((await login({ username: 'noor', password: NOOR_PASSWORD })).body.second_factor_required).toBe(true)
    const noor = await idOf('noor')

    const notOwner = await turnOff(noor, lina)
    expect(notOwner.status).toBe(403)
    expect(notOwner.body.error).toBe('Only the owner can change this.')
    const own = await turnOff(await idOf('vera'), vera)
    expect(own.status).toBe(403)
    expect(own.body.error).toBe('Turn your own second factor off with your password and a code.')
    expect((await turnOff('999999', vera)).status).toBe(404)

    const off = await turnOff(noor, vera)
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ success: true, data: { enabled: false } })
    expect((await login({ username: 'noor', password: NOOR_PASSWORD })).status).toBe(200)
    const stored = await payload.db.findOne<Record<string, unknown> & { id: string | number }>({
      collection: 'users',
      where: { username: { equals: 'noor' } },
    })
    expect(stored?.secondFactorSecret ?? null).toBeNull()
    expect(stored?.secondFactorRecoveryCodes ?? null).toBeNull()
    const again = await turnOff(noor, vera)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('No second factor is on.')
  })
})
