import type { Payload } from 'payload'

import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { rest } from './rest'

/** Creates the first staff user (ADMIN_PASSWORD of int.setup.ts) if needed and logs in through the contract's base. */
export const staffToken = async (payload: Payload): Promise<string> => {
  await ensureAdminUser(payload)
  const login = await rest('POST', '/api/users/login', {
    body: { username: 'admin', password: process.env.ADMIN_PASSWORD },
  })
  if (!login.body?.token) throw new Error(`Staff login failed: ${JSON.stringify(login.body)}`)
  return login.body.token as string
}
