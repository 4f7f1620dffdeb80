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
import { SECOND_FACTOR_CODE } from '../../src/platform/requestContext'
import { SecondFactorRequired } from '../../src/platform/secondFactorRequired'
import { throttledLogin } from '../../src/platform/throttledLogin'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const errorAnswer = (req: PayloadRequest, status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: headersWithCors({ headers: new Headers(), req }) })

/** Payload's error shape, with a flag the panel's login form reads to ask for the code. */
const secondFactorAnswer = (req: PayloadRequest, message: string) =>
  Response.json(
    { errors: [{ message, data: { second_factor_required: true } }], second_factor_required: true },
    { status: 401, headers: headersWithCors({ headers: new Headers(), req }) },
  )

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
    // The code of a member with a second factor (the panel's login asks for it when this answers so).
    const code = text(req.data?.code).slice(0, 40)
    if (code) req.context[SECOND_FACTOR_CODE] = code
    const collection = req.payload.collections.users
    const depth = Number.parseInt(req.searchParams.get('depth') ?? '', 10)
    let result
    try {
      result = await throttledLogin(
        req,
        name,
        () => loginOperation({ collection, data, depth: Number.isFinite(depth) ? depth : undefined, req }),
        { signIn: true },
      )
    } catch (error) {
      if (error instanceof ApiError) return errorAnswer(req, error.status, error.message)
      if (error instanceof SecondFactorRequired) return secondFactorAnswer(req, error.message)
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
