import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { fail } from './envelope'
import { blockedUntilSecondFactor } from './secondFactorLogin'
import { toErrorResponse } from './toErrorResponse'
import { NO_AUTH_TOKEN } from '../../src/lib/analyticsStats'
import { hasToken } from '../../src/lib/requestToken'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Handler = (req: PayloadRequest) => Promise<Response> | Response

/** SPEC §8's text, one constant for the server's guard and the browser's client. */
export const NO_TOKEN = NO_AUTH_TOKEN
export const INVALID_TOKEN = 'Invalid or expired token. Please log in again.'

/** Payload has already authenticated the token (all three header forms) when a handler runs. */
const withStaffGuard =
  (handler: Handler): Handler =>
  async (req) => {
    if (!req.user) return fail(401, hasToken(req.headers) ? INVALID_TOKEN : NO_TOKEN)
    return (await blockedUntilSecondFactor(req)) ?? handler(req)
  }

const withErrorMapping =
  (handler: Handler): PayloadHandler =>
  async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      return toErrorResponse(error, req)
    }
  }

/** A route anyone may call. */
export const publicRoute = (method: Method, path: string, handler: Handler): Endpoint => ({
  method,
  path,
  handler: withErrorMapping(handler),
})

/** A route that needs a staff token (SPEC §6); 401 for none, garbage, expired or logged-out tokens. */
export const staffRoute = (method: Method, path: string, handler: Handler): Endpoint => ({
  method,
  path,
  handler: withErrorMapping(withStaffGuard(handler)),
})
