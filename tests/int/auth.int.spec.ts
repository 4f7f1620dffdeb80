import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'

let payload: Payload

const login = async (): Promise<string> => {
  const response = await rest('POST', '/api/users/login', {
    body: { username: 'admin', password: process.env.ADMIN_PASSWORD },
  })
  expect(response.status).toBe(200)
  return response.body.token as string
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureAdminUser(payload)
})

describe('staff tokens', () => {
  it('the first staff user logs in with username admin and ADMIN_PASSWORD', async () => {
    const token = await login()
    expect(token.split('.')).toHaveLength(3)
  })

  it('refuses a wrong password without a token', async () => {
    const response = await rest('POST', '/api/users/login', { body: { username: 'admin', password: 'wrong-password' } })
    expect(response.status).toBe(401)
    expect(response.body.token).toBeUndefined()
  })

  it.each(['bearer', 'x-access-token', 'token'] as const)('a token sent as %s reads staff-only data', async (form) => {
    const token = await login()
    const response = await rest('GET', '/api/messages', { headers: tokenHeaders(token)[form] })
    expect(response.status).toBe(200)
    expect(response.body.docs).toEqual([])
    const me = await rest('GET', '/api/users/me', { headers: tokenHeaders(token)[form] })
    expect(me.body.user?.username).toBe('admin')
  })

  it.each(['bearer', 'x-access-token', 'token'] as const)(
    'without a valid token (%s form) staff data is refused',
    async (form) => {
      const response = await rest('GET', '/api/messages', { headers: tokenHeaders('not.a.token')[form] })
      expect(response.status).toBe(403)
      const me = await rest('GET', '/api/users/me', { headers: tokenHeaders('not.a.token')[form] })
      expect(me.body.user).toBeNull()
    },
  )

  it.each(['bearer', 'x-access-token', 'token'] as const)(
    'a logged-out token stops working (%s form)',
    async (form) => {
      const token = await login()
      const headers = tokenHeaders(token)[form]
      expect((await rest('GET', '/api/messages', { headers })).status).toBe(200)
      const logout = await rest('POST', '/api/users/logout', { headers: tokenHeaders(token).bearer })
      expect(logout.status).toBe(200)
      expect((await rest('GET', '/api/messages', { headers })).status).toBe(403)
    },
  )

  it('CORS lets clients send the token headers', async () => {
    const response = await rest('OPTIONS', '/api/messages', {
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Headers': 'x-access-token, token' },
    })
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? ''
    expect(allowed).toContain('x-access-token')
    expect(allowed).toContain('token')
    expect(allowed).toContain('authorization')
  })

  it('the password is never stored or answered in clear', async () => {
    const users = await payload.find({ collection: 'users', showHiddenFields: true })
    expect(JSON.stringify(users.docs)).not.toContain(process.env.ADMIN_PASSWORD)
  })
})
