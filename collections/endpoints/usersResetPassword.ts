import {
  addDataAndFileToRequest,
  type Endpoint,
  headersWithCors,
  type PayloadRequest,
  resetPasswordOperation,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { recordAudit } from '../../src/audit/recordAudit'
import { isStrongPassword, WEAK_PASSWORD } from '../../src/lib/schemas/changePassword'
import { RESET_WITHOUT_SESSION, SESSION_WITHHELD } from '../../src/platform/requestContext'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * A member with a second factor: the new password is saved (the factor stays on), but the reset starts no
 * session; they sign in next with the password and a code. The session Payload started is removed again.
 */
const withoutSession = async (req: PayloadRequest, user: { id?: string | number }) => {
  await req.payload.db.updateOne({ collection: 'users', where: { id: { equals: user.id } }, data: { sessions: [] } })
  return Response.json(
    { message: req.t('authentication:passwordResetSuccessfully'), second_factor_required: true },
    { headers: headersWithCors({ headers: new Headers(), req }) },
  )
}

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
    req.context[RESET_WITHOUT_SESSION] = true
    const result = await resetPasswordOperation({ collection, data, req })
    // The member themselves, through the link mailed to them (Payload's reset runs no change hooks).
    const member = result.user as { id: string | number; username?: string | null }
    await recordAudit(req, {
      action: 'password.reset',
      actor: member,
      target: { collection: 'users', id: member.id },
      detail: 'reset link',
    })
    if (req.context[SESSION_WITHHELD] === true) return withoutSession(req, result.user)
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
