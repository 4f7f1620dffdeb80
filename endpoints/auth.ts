import { createHash, timingSafeEqual } from 'node:crypto'
import {
  AuthenticationError,
  type Endpoint,
  getFieldsToSign,
  jwtSign,
  LockedAuth,
  logoutOperation,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import { addSessionToUser } from 'payload/shared'

import { ok } from './http/envelope'
import { readBody } from './http/input'
import { publicRoute, staffRoute } from './http/route'
import { loginWithSecondFactor, refuseMasterLoginWhileRequired, withSecondFactorState } from './http/secondFactorLogin'
import { changePasswordSchema } from '../src/lib/schemas/changePassword'
import { loginSchema } from '../src/lib/schemas/login'
import { masterLoginSchema } from '../src/lib/schemas/masterLogin'
import { MASTER_PASSWORD_MIN_LENGTH } from '../src/lib/startupChecks'
import { ApiError, badRequest } from '../src/platform/apiError'
import { takeAttempt, type ThrottleRule } from '../src/platform/attemptThrottle'
import { clientAddress } from '../src/platform/clientAddress'
import { deleteCounter } from '../src/platform/counters'
import { CURRENT_PASSWORD_VERIFIED, PASSWORD_ONLY } from '../src/platform/requestContext'
import { throttledLogin } from '../src/platform/throttledLogin'

const INVALID_CREDENTIALS = 'Invalid username or password.'
const MASTER_DISABLED = 'Master login is not enabled on this server.'
const MASTER_WRONG = 'Invalid master password.'

// One throttle for every claimed address together: anyone can invent addresses, so they cannot buy more guesses.
const MASTER_KEY = 'master-login'
const MASTER_RULE: ThrottleRule = { free: 5, maxDelayMs: 15 * 60 * 1000, forgetAfterMs: 24 * 60 * 60 * 1000 }

type StaffUser = { id: string | number; username?: string | null; name?: string | null }
type Session = { token?: string; exp?: number; user?: StaffUser }

/** The contract's user: `{ id, username, name }`, nothing else (no e-mail, sessions or hashes). */
const staffUser = (user: StaffUser) => ({ id: user.id, username: user.username ?? null, name: user.name ?? null })
const sessionAnswer = ({ token, exp, user }: Session) => ({ token, user: user ? staffUser(user) : null, exp })

/** Payload's login behind the login throttle, with the contract's errors: 401 for any wrong credentials. */
const checkedLogin = (req: PayloadRequest, username: string, run: () => Promise<Session>): Promise<Session> =>
  throttledLogin(req, username, async () => {
    try {
      return await run()
    } catch (error) {
      if (error instanceof AuthenticationError || error instanceof ValidationError || error instanceof LockedAuth) {
        throw new ApiError(401, INVALID_CREDENTIALS)
      }
      throw error
    }
  })

const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest())

/** A real Payload session for a user, exactly as Payload's login operation makes one (so logout revokes it). */
const startSession = async (req: PayloadRequest, id: string | number): Promise<Session> => {
  const { payload } = req
  const collectionConfig = payload.collections.users.config
  const user = await payload.db.findOne<Record<string, unknown> & { id: string | number }>({
    collection: 'users',
    req,
    where: { id: { equals: id } },
  })
  if (!user) throw new ApiError(401, MASTER_WRONG)
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

/** /auth — staff login, logout, profile and password (SPEC §7). */
export const authEndpoints: Endpoint[] = [
  publicRoute('post', '/auth/login', async (req) => {
    const { code, ...data } = await readBody(req, loginSchema)
    return loginWithSecondFactor(req, code, async () =>
      sessionAnswer(
        await checkedLogin(req, data.username, () => req.payload.login({ collection: 'users', data, req })),
      ),
    )
  }),

  // Public, so a client with an expired token can still "log out"; with a valid token its session is revoked.
  publicRoute('post', '/auth/logout', async (req) => {
    if (req.user) await logoutOperation({ collection: req.payload.collections.users, req })
    return ok(null, { message: 'Logged out.' })
  }),

  staffRoute('get', '/auth/profile', async (req) =>
    ok(await withSecondFactorState(req, staffUser(req.user as StaffUser))),
  ),

  staffRoute('get', '/auth/verify', async (req) =>
    ok(await withSecondFactorState(req, staffUser(req.user as StaffUser))),
  ),

  staffRoute('get', '/auth/validate', async (req) =>
    ok(await withSecondFactorState(req, staffUser(req.user as StaffUser))),
  ),

  staffRoute('post', '/auth/change-password', async (req) => {
    const { currentPassword, newPassword } = await readBody(req, changePasswordSchema)
    const user = req.user as StaffUser
    if (!user.username) throw badRequest('This account has no username to verify the password with.')
    // Verified through Payload's login, behind the same throttle as logins. Run without `req`: the login would
    // replace req.user, and the update below must still know the caller's session to keep it.
    try {
      await checkedLogin(req, user.username, () =>
        req.payload.login({
          collection: 'users',
          data: { username: user.username as string, password: currentPassword },
          context: { [PASSWORD_ONLY]: true },
        }),
      )
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw badRequest('The current password is not correct.', {
          currentPassword: 'The current password is not correct.',
        })
      }
      throw error
    }
    // Payload keeps only the caller's session when the password changes: every other login is signed out.
    const context = { [CURRENT_PASSWORD_VERIFIED]: true }
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { password: newPassword },
      req,
      context,
      overrideAccess: false,
    })
    return ok(staffUser(user), { message: 'The password has been changed.' })
  }),

  publicRoute('post', '/auth/master-login', async (req) => {
    const master = process.env.MASTER_PASSWORD
    // A short one is refused at start-up (src/lib/startupChecks.ts); never accept one set later either.
    if (!master || master.length < MASTER_PASSWORD_MIN_LENGTH) throw new ApiError(403, MASTER_DISABLED)
    await refuseMasterLoginWhileRequired(req)
    const { masterPassword } = await readBody(req, masterLoginSchema)
    await takeAttempt(req.payload, MASTER_KEY, MASTER_RULE)
    const from = clientAddress(req)
    if (!sameSecret(masterPassword, master)) {
      req.payload.logger.warn(`Master login refused: wrong master password (client ${from})`)
      throw new ApiError(401, MASTER_WRONG)
    }
    await deleteCounter(req.payload, MASTER_KEY)
    const first = await req.payload.find({
      collection: 'users',
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
    })
    const user = first.docs[0]
    if (!user) throw new ApiError(403, 'There is no staff account to log in to yet.')
    req.payload.logger.warn(`Master login: signed in as "${user.username}" with the master password (client ${from})`)
    return ok(sessionAnswer(await startSession(req, user.id)))
  }),
]
