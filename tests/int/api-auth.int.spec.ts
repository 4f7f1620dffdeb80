import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { INVALID_TOKEN } from '../../endpoints/http/route'
import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectUnauthorized, missingOrGarbageTokens } from '../support/staff'

let payload: Payload
const password = process.env.ADMIN_PASSWORD as string

// The per-address login limit would otherwise trip over this file's many logins: each call gets its own address.
let address = 0
const from = () => ({ 'x-forwarded-for': `10.0.0.${++address}` })

const login = (body: unknown, headers: Record<string, string> = from()) =>
  rest('POST', '/api/auth/login', { body, headers })
const adminToken = async (): Promise<string> => {
  const response = await login({ username: 'admin', password })
  expect(response.status).toBe(200)
  return response.body.data.token
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureAdminUser(payload)
})

describe('POST /api/auth/login', () => {
  it('answers a session token, the user and the expiry', async () => {
    const response = await login({ username: 'admin', password })
    expect(response.status).toBe(200)
    const { data } = response.body
    expect(response.body.success).toBe(true)
    expect(data.token.split('.')).toHaveLength(3)
    expect(data.user).toEqual({ id: expect.anything(), username: 'admin', name: 'Admin' })
    expect(data.exp).toBeGreaterThan(Date.now() / 1000)
  })

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password-1' },
      { username: 'nobody', password },
    ]) {
      const response = await login(body)
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ success: false, error: 'Invalid username or password.' })
    }
  })

  it('asks for missing fields with 400', async () => {
    const response = await login({ username: 'admin' })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, errors: { password: 'Password is required.' } })
  })

  it('delays attempts per address with 429 (login-throttle.int.spec.ts tests the throttle itself)', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    for (let i = 0; i < 10; i++)
      expect((await login({ username: `nobody-${i}`, password: 'x' }, headers)).status).toBe(401)
    const limited = await login({ username: 'admin', password }, headers)
    expect(limited.status).toBe(429)
    expect(limited.body.error).toMatch(/^Too many login attempts\. Please wait \d+ seconds/)
    // Another address is not affected.
    expect((await login({ username: 'admin', password })).status).toBe(200)
  })
})

describe('GET /api/auth/profile, /verify, /validate', () => {
  it.each(['profile', 'verify', 'validate'])('/%s answers the current user for each token header', async (route) => {
    const token = await adminToken()
    for (const headers of Object.values(tokenHeaders(token))) {
      const response = await rest('GET', `/api/auth/${route}`, { headers })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        success: true,
        data: {
          id: expect.anything(),
          username: 'admin',
          name: 'Admin',
          second_factor_enabled: false,
          second_factor_setup_required: false,
        },
      })
    }
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    for (const route of ['profile', 'verify', 'validate']) {
      const response = await rest('GET', `/api/auth/${route}`, { headers })
      expectUnauthorized(response, error)
    }
  })
})

describe('POST /api/auth/logout', () => {
  it.each(['bearer', 'x-access-token', 'token'] as const)('revokes the session of a token sent as %s', async (form) => {
    const token = await adminToken()
    const other = await adminToken()
    const headers = tokenHeaders(token)[form]
    expect((await rest('GET', '/api/auth/profile', { headers })).status).toBe(200)
    const response = await rest('POST', '/api/auth/logout', { headers })
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    const after = await rest('GET', '/api/auth/profile', { headers })
    expectUnauthorized(after, INVALID_TOKEN)
    // Only that session: another login of the same user still works.
    expect((await rest('GET', '/api/auth/profile', { headers: tokenHeaders(other).bearer })).status).toBe(200)
  })

  it('succeeds without a token (nothing to revoke)', async () => {
    expect((await rest('POST', '/api/auth/logout')).status).toBe(200)
  })
})

describe('POST /api/auth/change-password', () => {
  it('refuses a weak new password with a clear 400', async () => {
    const token = await adminToken()
    for (const newPassword of ['short1', 'onlyletterslong', '12345678901234']) {
      const response = await rest('POST', '/api/auth/change-password', {
        headers: tokenHeaders(token).bearer,
        body: { currentPassword: password, newPassword },
      })
      expect(response.status).toBe(400)
      expect(response.body.errors.newPassword).toBe(
        'The new password must be at least 10 characters and contain both letters and digits.',
      )
    }
  })

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const token = await adminToken()
    const response = await rest('POST', '/api/auth/change-password', {
      headers: tokenHeaders(token).bearer,
      body: { currentPassword: 'not-the-password-1', newPassword: 'Brand-New-Password-2' },
    })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('The current password is not correct.')
    expect((await login({ username: 'admin', password })).status).toBe(200)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const response = await rest('POST', '/api/auth/change-password', {
      headers,
      body: { currentPassword: password, newPassword: 'Brand-New-Password-2' },
    })
    expectUnauthorized(response, error)
  })

  it('changes the password, keeps the caller signed in and signs out other sessions', async () => {
    await payload.create({
      collection: 'users',
      data: { username: 'changer', name: 'Changer', password: 'Changer-Password-1' },
    })
    const mine = (await login({ username: 'changer', password: 'Changer-Password-1' })).body.data.token
    const elsewhere = (await login({ username: 'changer', password: 'Changer-Password-1' })).body.data.token
    const response = await rest('POST', '/api/auth/change-password', {
      headers: tokenHeaders(mine)['x-access-token'],
      body: { currentPassword: 'Changer-Password-1', newPassword: 'Changer-Password-2' },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ username: 'changer' })
    expect((await login({ username: 'changer', password: 'Changer-Password-1' })).status).toBe(401)
    expect((await login({ username: 'changer', password: 'Changer-Password-2' })).status).toBe(200)
    expect((await rest('GET', '/api/auth/profile', { headers: tokenHeaders(mine).bearer })).status).toBe(200)
    expect((await rest('GET', '/api/auth/profile', { headers: tokenHeaders(elsewhere).bearer })).status).toBe(401)
  })
})

describe('POST /api/auth/master-login', () => {
  afterEach(() => {
    delete process.env.MASTER_PASSWORD
  })

  it('answers 403 when no master password is configured', async () => {
    const response = await rest('POST', '/api/auth/master-login', {
      body: { masterPassword: 'anything' },
      headers: from(),
    })
    expect(response.status).toBe(403)
    expect(response.body).toEqual({ success: false, error: 'Master login is not enabled on this server.' })
  })

  it('refuses a wrong master password with 401', async () => {
    process.env.MASTER_PASSWORD = 'Master-Secret-123'
    const response = await rest('POST', '/api/auth/master-login', {
      body: { masterPassword: 'Master-Secret-12' },
      headers: from(),
    })
    expect(response.status).toBe(401)
    expect(response.body.success).toBe(false)
    expect(response.body.data).toBeUndefined()
  })

  it('logs in as the first staff user with a real session that logout revokes', async () => {
    process.env.MASTER_PASSWORD = 'Master-Secret-123'
    const response = await rest('POST', '/api/auth/master-login', {
      body: { masterPassword: 'Master-Secret-123' },
      headers: from(),
    })
    expect(response.status).toBe(200)
    const { token, user, exp } = response.body.data
    expect(user).toEqual({ id: expect.anything(), username: 'admin', name: 'Admin' })
    expect(exp).toBeGreaterThan(Date.now() / 1000)
    const headers = tokenHeaders(token).token
    expect((await rest('GET', '/api/auth/profile', { headers })).body.data.username).toBe('admin')
    expect((await rest('POST', '/api/auth/logout', { headers })).status).toBe(200)
    expect((await rest('GET', '/api/auth/profile', { headers })).status).toBe(401)
  })

  it('is throttled whatever address the client claims', async () => {
    process.env.MASTER_PASSWORD = 'Master-Secret-123'
    for (let i = 0; i < 5; i++) {
      expect(
        (await rest('POST', '/api/auth/master-login', { body: { masterPassword: 'guess' }, headers: from() })).status,
      ).toBe(401)
    }
    const limited = await rest('POST', '/api/auth/master-login', {
      body: { masterPassword: 'Master-Secret-123' },
      headers: from(),
    })
    expect(limited.status).toBe(429)
  })
})
