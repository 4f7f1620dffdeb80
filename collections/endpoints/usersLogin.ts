import {
  addDataAndFileToRequest,
  AuthenticationError,
  type Endpoint,
  headersWithCors,
  loginOperation,
  type PayloadRequest,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { LOGIN_NAME_MAX_LENGTH, LOGIN_NAME_TOO_LONG } from '../../src/lib/schemas/login'
import { ApiError } from '../../src/platform/apiError'
import { throttledLogin } from '../../src/platform/throttledLogin'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const errorAnswer = (req: PayloadRequest, status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: headersWithCors({ headers: new Headers(), req }) })

/**
 * Payload's own `POST /api/users/login` (its admin panel signs in here), answered as Payload does, but behind
 * the same throttle as the contract's login: Payload's built-in lock (maxLoginAttempts) would let anyone lock
 * staff out, so it is off and this takes its place. Payload words an unknown username differently from a wrong
 * password; here both get one text, chosen by what the request sent (collections/hooks/hashForUnknownUser.ts
 * evens out the time).
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
    const name = data.username || data.email
    if (name.length > LOGIN_NAME_MAX_LENGTH) return errorAnswer(req, 400, LOGIN_NAME_TOO_LONG)
    const collection = req.payload.collections.users
    const depth = Number.parseInt(req.searchParams.get('depth') ?? '', 10)
    let result
    try {
      result = await throttledLogin(req, name, () =>
        loginOperation({ collection, data, depth: Number.isFinite(depth) ? depth : undefined, req }),
      )
    } catch (error) {
      if (error instanceof ApiError) return errorAnswer(req, error.status, error.message)
      if (error instanceof AuthenticationError) {
        const wrong = data.username ? 'error:usernameOrPasswordIncorrect' : 'error:emailOrPasswordIncorrect'
        return errorAnswer(req, 401, req.t(wrong))
      }
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
