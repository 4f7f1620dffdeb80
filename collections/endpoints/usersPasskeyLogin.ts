import { addDataAndFileToRequest, type Endpoint, headersWithCors } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { passkeyLoginSchema } from '../../src/lib/schemas/passkeys'
import { PASSKEY_REFUSED, signInWithPasskey } from '../../src/passkeys/signInWithPasskey'
import { ApiError } from '../../src/platform/apiError'

/**
 * The panel's "Sign in with a passkey": `POST /api/users/passkey-login` with `{ response }`, the same checks as the
 * contract's `/auth/passkey/login` (src/passkeys/signInWithPasskey.ts), answered as Payload's own login with its
 * session cookie, which the panel runs on.
 */
export const usersPasskeyLogin: Endpoint = {
  path: '/passkey-login',
  method: 'post',
  handler: async (req) => {
    const answer = (status: number, body: object, headers = new Headers()) =>
      Response.json(body, { status, headers: headersWithCors({ headers, req }) })
    await addDataAndFileToRequest(req).catch(() => undefined)
    const parsed = passkeyLoginSchema.safeParse(req.data ?? {})
    if (!parsed.success) return answer(400, { errors: [{ message: PASSKEY_REFUSED }] })
    try {
      const session = await signInWithPasskey(req, parsed.data.response)
      const collection = req.payload.collections.users
      const cookie = generatePayloadCookie({
        collectionAuthConfig: collection.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: session.token as string,
      })
      return answer(200, { message: req.t('authentication:passed'), ...session }, new Headers({ 'Set-Cookie': cookie }))
    } catch (error) {
      if (error instanceof ApiError) return answer(error.status, { errors: [{ message: error.message }] })
      throw error
    }
  },
}
