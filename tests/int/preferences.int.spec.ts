import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest } from '../support/rest'
import { staffToken } from '../support/staff'

let payload: Payload
let staff: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
})

// The panel keeps a staff member's column choices, open groups and the like under a key of theirs.
describe("a staff member's panel preferences", () => {
  it('are kept, read back and deleted by key; deleting one that is not there is 404, not 500', async () => {
    const key = `columns-${Date.now()}`
    expect(
      (await rest('POST', `/api/payload-preferences/${key}`, { headers: staff, body: { value: ['a'] } })).status,
    ).toBe(200)
    expect((await rest('GET', `/api/payload-preferences/${key}`, { headers: staff })).body.value).toEqual(['a'])
    expect((await rest('DELETE', `/api/payload-preferences/${key}`, { headers: staff })).status).toBe(200)
    expect((await rest('GET', `/api/payload-preferences/${key}`, { headers: staff })).body.value).toBeNull()
    for (const missing of [key, 'never-set', '%25']) {
      const answer = await rest('DELETE', `/api/payload-preferences/${missing}`, { headers: staff })
      expect(answer.status, missing).toBe(404)
    }
    expect((await rest('DELETE', `/api/payload-preferences/${key}`)).status).toBe(401)
  })
})
