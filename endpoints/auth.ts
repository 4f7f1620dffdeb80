import { createHash, timingSafeEqual } from 'node:crypto'
import { AuthenticationError, LockedAuth, logoutOperation, type PayloadRequest, ValidationError } from 'payload'
import { z } from 'zod'

import { ok } from './http/envelope'
import { type ContractRoute, route } from './http/route'
import {
  loginWithSecondFactor,
  MASTER_OFF_WHILE_REQUIRED,
  refuseMasterLoginWhileRequired,
  withSecondFactorState,
} from './http/secondFactorLogin'
import { startSession } from './http/startSession'
import { profileAnswer, sessionAnswer as sessionShape, staffUserAnswer } from './openapi/answers'
import { recordAudit } from '../src/audit/recordAudit'
import { SECOND_FACTOR_REQUIRED } from '../src/lib/contract/secondFactor'
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
const NO_ACCOUNT = 'There is no staff account to log in to yet.'
const WRONG_CURRENT = 'The current password is not correct.'
const NO_USERNAME = 'This account has no username to verify the password with.'
const TOO_MANY_LOGINS = 'Too many login attempts. Please wait N seconds and try again.'

// One throttle for every claimed address together: anyone can invent addresses, so they cannot buy more guesses.
const MASTER_KEY = 'master-login'
const MASTER_RULE: ThrottleRule = { free: 5, maxDelayMs: 15 * 60 * 1000, forgetAfterMs: 24 * 60 * 60 * 1000 }

type StaffUser = { id: string | number; username?: string | null; name?: string | null }
type Session = { token?: string; exp?: number; user?: StaffUser }

/** The contract's user: `{ id, username, name }`, nothing else (no e-mail, sessions or hashes). */
const staffUser = (user: StaffUser) => ({
  id: user.id,
  username: user.username ?? null,
  name: user.name ?? null,
})
export const sessionAnswer = ({ token, exp, user }: Session) => ({ token, user: user ? staffUser(user) : null, exp })

/** Payload's login behind the login throttle, with the contract's errors: 401 for any wrong credentials. */
const checkedLogin = (
  req: PayloadRequest,
  username: string,
  run: () => Promise<Session>,
  { signIn = false } = {},
): Promise<Session> =>
  throttledLogin(
    req,
    username,
    async () => {
      try {
        return await run()
      } catch (error) {
        if (error instanceof AuthenticationError || error instanceof ValidationError || error instanceof LockedAuth) {
          throw new ApiError(401, INVALID_CREDENTIALS)
        }
        throw error
      }
    },
    { signIn },
  )

/** The master password, where this server enables it; 403 before anything else is read where it does not. */
const enabledMasterPassword = (): string => {
  const master = process.env.MASTER_PASSWORD
  // A short one is refused at start-up (src/lib/startupChecks.ts); never accept one set later either.
  if (!master || master.length < MASTER_PASSWORD_MIN_LENGTH) throw new ApiError(403, MASTER_DISABLED)
  return master
}

const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest())

const profile = (path: string, summary: string) =>
  route({
    method: 'get',
    path,
    summary,
    staff: true,
    success: { data: profileAnswer, description: 'The signed-in staff member, and their second factor.' },
    handler: async ({ req }) => ok(await withSecondFactorState(req, staffUser(req.user as StaffUser))),
  })

/** /auth — staff login, logout, profile and password (SPEC §7). */
export const authEndpoints: ContractRoute[] = [
  route({
    method: 'post',
    path: '/auth/login',
    summary: 'Log in as staff',
    description:
      'Answers a token for the staff routes. Attempts are throttled per username and per address. A member with ' +
      'a second factor sends `code` too (a current code from the app, or an unused recovery code): without it a ' +
      'right password answers 401 with `second_factor_required: true`; with it, a wrong password and a wrong code ' +
      'answer alike. Each code works once.',
    body: loginSchema,
    success: { data: sessionShape, description: 'A new session: the token, its staff member and its expiry.' },
    errors: { 401: [INVALID_CREDENTIALS, SECOND_FACTOR_REQUIRED], 429: [TOO_MANY_LOGINS] },
    handler: async ({ req, body: { code, ...data } }) =>
      loginWithSecondFactor(req, code, async () =>
        sessionAnswer(
          await checkedLogin(req, data.username, () => req.payload.login({ collection: 'users', data, req }), {
            signIn: true,
          }),
        ),
      ),
  }),

  // Public, so a client with an expired token can still "log out"; with a valid token its session is revoked.
  route({
    method: 'post',
    path: '/auth/logout',
    summary: 'Log out',
    description: 'Ends the session of the token sent, if any; answers alike without one, so it never fails.',
    success: { data: z.null(), message: 'Logged out.', description: 'Logged out.' },
    handler: async ({ req }) => {
      if (req.user) await logoutOperation({ collection: req.payload.collections.users, req })
      return ok(null, { message: 'Logged out.' })
    },
  }),

  profile('/auth/profile', 'The signed-in staff member'),

  profile('/auth/verify', 'Check a token'),

  profile('/auth/validate', 'Check a token (another name)'),

  route({
    method: 'post',
    path: '/auth/change-password',
    summary: "Change the signed-in staff member's password",
    description: 'Needs the current password; every other session of the account is signed out.',
    staff: true,
    body: changePasswordSchema,
    success: { data: staffUserAnswer, message: 'The password has been changed.', description: 'Changed.' },
    errors: { 400: [WRONG_CURRENT, NO_USERNAME, 'Please correct the highlighted fields.'], 429: [TOO_MANY_LOGINS] },
    handler: async ({ req, body: { currentPassword, newPassword } }) => {
      const user = req.user as StaffUser
      if (!user.username) throw badRequest(NO_USERNAME)
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
          throw badRequest(WRONG_CURRENT, { currentPassword: WRONG_CURRENT })
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
    },
  }),

  route({
    method: 'post',
    path: '/auth/master-login',
    summary: 'Log in with the master password',
    description:
      'Only when the server sets MASTER_PASSWORD and the owner does not require second factors; signs in as the ' +
      'first staff account.',
    // Before the body: a server without it, or while second factors are required, says so whatever was sent.
    find: async (req) => {
      const master = enabledMasterPassword()
      await refuseMasterLoginWhileRequired(req)
      return master
    },
    body: masterLoginSchema,
    success: { data: sessionShape, description: 'A new session of the first staff account.' },
    errors: {
      401: [MASTER_WRONG],
      403: [MASTER_DISABLED, NO_ACCOUNT, MASTER_OFF_WHILE_REQUIRED],
      429: [TOO_MANY_LOGINS],
    },
    handler: async ({ req, found: master, body: { masterPassword } }) => {
      await takeAttempt(req.payload, MASTER_KEY, MASTER_RULE)
      const from = clientAddress(req)
      if (!sameSecret(masterPassword, master)) {
        req.payload.logger.warn(`Master login refused: wrong master password (client ${from})`)
        await recordAudit(req, { action: 'master-login', outcome: 'failure', actor: null })
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
      if (!user) throw new ApiError(403, NO_ACCOUNT)
      req.payload.logger.warn(`Master login: signed in as "${user.username}" with the master password (client ${from})`)
      const session = await startSession(req, user.id, MASTER_WRONG)
      await recordAudit(req, { action: 'master-login', actor: user, target: { collection: 'users', id: user.id } })
      return ok(sessionAnswer(session))
    },
  }),
]
