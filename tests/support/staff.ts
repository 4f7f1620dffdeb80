import type { Payload } from 'payload'
import { expect } from 'vitest'

import { type Method, rest } from './rest'
import { INVALID_TOKEN, NO_TOKEN } from '../../endpoints/http/route'
import { ensureAdminUser } from '../../src/seed/ensureAdminUser'

/** Creates the first staff user (ADMIN_PASSWORD of int.setup.ts) if needed and logs in through the contract's base. */
export const staffToken = async (payload: Payload): Promise<string> => {
  await ensureAdminUser(payload)
  const login = await rest('POST', '/api/users/login', {
    body: { username: 'admin', password: process.env.ADMIN_PASSWORD },
  })
  if (!login.body?.token) throw new Error(`Staff login failed: ${JSON.stringify(login.body)}`)
  return login.body.token as string
}

/** No token, then a garbage one in each header existing clients use (SPEC §6): [label, headers, the 401 message]. */
export const missingOrGarbageTokens = [
  ['no token', {}, NO_TOKEN],
  ['a garbage Bearer token', { Authorization: 'Bearer garbage' }, INVALID_TOKEN],
  ['a garbage x-access-token', { 'x-access-token': 'garbage' }, INVALID_TOKEN],
  ['a garbage token header', { token: 'garbage' }, INVALID_TOKEN],
] as const satisfies readonly (readonly [string, Record<string, string>, string])[]

/** The staff guard's refusal: 401 with `{ success: false, error }`; `context` names the request in a failure. */
export const expectUnauthorized = (response: { status: number; body: unknown }, error: string, context?: string) => {
  expect(response.status, context).toBe(401)
  expect(response.body, context).toEqual({ success: false, error })
}

/** Asserts a staff-only route answers 401 to each of missingOrGarbageTokens; `body` is sent as JSON when given. */
export const expectStaffOnly = async (method: Method, path: string, body?: unknown): Promise<void> => {
  for (const [label, headers, error] of missingOrGarbageTokens) {
    expectUnauthorized(await rest(method, path, { headers, body }), error, `${method} ${path} with ${label}`)
  }
}
