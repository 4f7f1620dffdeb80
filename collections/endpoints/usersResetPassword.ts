import { addDataAndFileToRequest, type Endpoint, headersWithCors, resetPasswordOperation } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { isStrongPassword, WEAK_PASSWORD } from '../../src/lib/schemas/changePassword'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Payload's own `POST /api/users/reset-password` (the forgotten-password link), answered as Payload does, but
 * with the salon's password rule first: this route sets the password without the collection's change hooks.
 */
export const usersResetPassword: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const data = { password: text(req.data?.password), token: text(req.data?.token) }
    if (!isStrongPassword(data.password)) {
      return Response.json(
        { errors: [{ message: WEAK_PASSWORD, data: { errors: [{ path: 'password', message: WEAK_PASSWORD }] } }] },
        { status: 400, headers: headersWithCors({ headers: new Headers(), req }) },
      )
    }
    const collection = req.payload.collections.users
    const result = await resetPasswordOperation({ collection, data, req })
    const cookie = generatePayloadCookie({
      collectionAuthConfig: collection.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token as string,
    })
    return Response.json(
      { message: req.t('authentication:passwordResetSuccessfully'), ...result },
      { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
    )
  },
}
