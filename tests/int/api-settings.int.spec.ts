import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SETTING_KEYS } from '../../src/lib/settingKeys'
import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectUnauthorized, missingOrGarbageTokens } from '../support/staff'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  await ensureAdminUser(payload)
  const login = await rest('POST', '/api/users/login', {
    body: { username: 'admin', password: process.env.ADMIN_PASSWORD },
  })
  token = login.body.token
})

describe('GET /api/settings', () => {
  it('answers every key with both language values', async () => {
    const response = await rest('GET', '/api/settings')
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    expect(response.body.data.map((entry: { key: string }) => entry.key)).toEqual([...SETTING_KEYS])
  })
})

describe('PUT /api/settings', () => {
  it.each(['bearer', 'x-access-token', 'token'] as const)('saves both languages with a token (%s)', async (form) => {
    const response = await rest('PUT', '/api/settings', {
      headers: tokenHeaders(token)[form],
      body: { settings: [{ key: 'site_title', value_sv: `Salong ${form}`, value_en: `Salon ${form}` }] },
    })
    expect(response.status).toBe(200)
    const read = await rest('GET', '/api/settings')
    expect(read.body.data.find((entry: { key: string }) => entry.key === 'site_title')).toEqual({
      key: 'site_title',
      value_sv: `Salong ${form}`,
      value_en: `Salon ${form}`,
    })
  })

  it('refuses an unknown key with 400 and changes nothing', async () => {
    const before = await rest('GET', '/api/settings')
    const response = await rest('PUT', '/api/settings', {
      headers: tokenHeaders(token).bearer,
      body: {
        settings: [
          { key: 'site_title', value_sv: 'Ny', value_en: 'New' },
          { key: 'colour', value_sv: 'x', value_en: 'x' },
        ],
      },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      success: false,
      errors: { 'settings.1.key': expect.stringContaining('Unknown setting key') },
    })
    expect((await rest('GET', '/api/settings')).body).toEqual(before.body)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const response = await rest('PUT', '/api/settings', {
      headers,
      body: { settings: [{ key: 'site_title', value_sv: 'Hack', value_en: 'Hack' }] },
    })
    expectUnauthorized(response, error)
  })
})
