import { getFieldsToSign, jwtSign, type PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { ApiError } from '../../src/platform/apiError'

type StaffUser = { id: string | number; username?: string | null; name?: string | null }
export type Session = { token?: string; exp?: number; user?: StaffUser }

/**
 * A real Payload session for a user, exactly as Payload's login operation makes one (so logout revokes it): for a
 * sign-in checked by other means than the password (master login, a passkey). `gone` is the 401 when the member
 * no longer exists.
 */
export const startSession = async (req: PayloadRequest, id: string | number, gone: string): Promise<Session> => {
  const { payload } = req
  const collectionConfig = payload.collections.users.config
  const user = await payload.db.findOne<Record<string, unknown> & { id: string | number }>({
    collection: 'users',
    req,
    where: { id: { equals: id } },
  })
  if (!user) throw new ApiError(401, gone)
  Object.assign(user, { collection: 'users', _strategy: 'local-jwt' })
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: String(user.email ?? ''), sid, user: user as never })
  const { exp, token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return { token, exp, user: user as StaffUser }
}
