import { addDataAndFileToRequest, type Endpoint, headersWithCors, loginOperation, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { ApiError } from '../../src/platform/apiError'
import { throttledLogin } from '../../src/platform/throttledLogin'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const errorAnswer = (req: PayloadRequest, status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: headersWithCors({ headers: new Headers(), req }) })

/**
 * Payload's own `POST /api/users/login` (its admin panel signs in here), answered exactly as Payload does, but
 * behind the same per-username and per-address throttle as the contract's login: Payload's built-in lock
 * (maxLoginAttempts) would let anyone lock staff out, so it is off and this takes its place.
 */
export const usersLogin: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const data = {
      email: text(req.data?.email),
      username: text(req.data?.username),
      password: text(req.data?.password),
    }
    const collection = req.payload.collections.users
    const depth = Number.parseInt(req.searchParams.get('depth') ?? '', 10)
    let result
    try {
      result = await throttledLogin(req, data.username || data.email, () =>
        loginOperation({ collection, data, depth: Number.isFinite(depth) ? depth : undefined, req }),
      )
    } catch (error) {
      if (error instanceof ApiError) return errorAnswer(req, error.status, error.message)
      throw error
    }
    const cookie = generatePayloadCookie({
      collectionAuthConfig: collection.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token as string,
    })
    return Response.json(
      { message: req.t('authentication:passed'), ...result },
      { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
    )
  },
}
