import type { Endpoint, PayloadRequest } from 'payload'

import { ok } from './http/envelope'
import { readBody } from './http/input'
import { staffRoute } from './http/route'
import {
  secondFactorDisableSchema,
  secondFactorEnableSchema,
  secondFactorRequirementSchema,
} from '../src/lib/schemas/secondFactor'
import { ApiError, badRequest, conflict } from '../src/platform/apiError'
import { SECOND_FACTOR_CODE } from '../src/platform/requestContext'
import { throttledLogin } from '../src/platform/throttledLogin'
import { newTotpSecret, otpauthUrl, totpStepOf } from '../src/secondFactor/oneTimeCode'
import { hashRecoveryCode, newRecoveryCodes } from '../src/secondFactor/recoveryCodes'
import { secondFactorRequired } from '../src/secondFactor/requirement'
import { claimStep } from '../src/secondFactor/spendCode'
import { activateFactor, readFactor, savePendingSecret, turnFactorOff } from '../src/secondFactor/staffFactor'

type StaffUser = { id: string | number; username?: string | null; role?: string | null }

const ISSUER = 'Salong'
const WRONG_CODE = 'The code is not correct.'
const WRONG_PASSWORD_OR_CODE = 'The password or the code is not correct.'

const caller = (req: PayloadRequest) => req.user as unknown as StaffUser
const factorOf = async (req: PayloadRequest) => {
  const factor = await readFactor(req.payload, caller(req).id)
  if (!factor) throw new ApiError(401, 'Authentication required.')
  return factor
}

/** /auth/second-factor — time-based one-time codes (RFC 6238) and recovery codes for staff sign-in. */
export const secondFactorEndpoints: Endpoint[] = [
  staffRoute('get', '/auth/second-factor', async (req) => {
    const factor = await factorOf(req)
    return ok({
      enabled: factor.enabled,
      required: await secondFactorRequired(req.payload),
      recovery_codes_left: factor.enabled ? factor.recoveryHashes.length : 0,
      can_change_requirement: caller(req).role === 'owner',
    })
  }),

  // A new secret, not active until enabled with a code from it; a second setup replaces one not yet enabled.
  staffRoute('post', '/auth/second-factor/setup', async (req) => {
    const user = caller(req)
    if ((await factorOf(req)).enabled) throw conflict('A second factor is already on. Turn it off first.')
    const secret = newTotpSecret()
    await savePendingSecret(req.payload, user.id, secret)
    const account = user.username ?? String(user.id)
    return ok({ secret, otpauth_url: otpauthUrl(secret, account, ISSUER) })
  }),

  // A wrong code counts in the login throttle, like a wrong password; the code that enabled it is spent.
  staffRoute('post', '/auth/second-factor/enable', async (req) => {
    const { code } = await readBody(req, secondFactorEnableSchema)
    const user = caller(req)
    const factor = await factorOf(req)
    if (factor.enabled) throw conflict('A second factor is already on. Turn it off first.')
    if (!factor.pending) throw conflict('Start with POST /api/auth/second-factor/setup.')
    const pending = factor.pending
    await throttledLogin(req, user.username ?? String(user.id), async () => {
      const step = totpStepOf(pending, code)
      if (step === null || !(await claimStep(req.payload, user.id, pending, step))) {
        throw badRequest(WRONG_CODE, { code: WRONG_CODE })
      }
    })
    const recoveryCodes = newRecoveryCodes()
    await activateFactor(req.payload, user.id, pending, recoveryCodes.map(hashRecoveryCode))
    return ok({ recovery_codes: recoveryCodes }, { message: 'The second factor is on. Keep the recovery codes safe.' })
  }),

  // The password and a code (or a recovery code), checked as a login is: one answer whichever was wrong.
  staffRoute('post', '/auth/second-factor/disable', async (req) => {
    const { password, code } = await readBody(req, secondFactorDisableSchema)
    const user = caller(req)
    if (!(await factorOf(req)).enabled) throw conflict('No second factor is on.')
    if (await secondFactorRequired(req.payload)) {
      throw new ApiError(403, 'The owner requires a second factor: it cannot be turned off.')
    }
    const username = user.username ?? ''
    try {
      // Without `req`: a login on the request would replace its user and session.
      await throttledLogin(req, username, () =>
        req.payload.login({
          collection: 'users',
          data: { username, password },
          context: { [SECOND_FACTOR_CODE]: code },
        }),
      )
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) throw error
      throw badRequest(WRONG_PASSWORD_OR_CODE, { code: WRONG_PASSWORD_OR_CODE })
    }
    await turnFactorOff(req.payload, user.id)
    return ok({ enabled: false }, { message: 'The second factor is off.' })
  }),

  // Owner only (the global's access decides); the owner needs one of their own before requiring it of all.
  staffRoute('put', '/auth/second-factor/requirement', async (req) => {
    const { required } = await readBody(req, secondFactorRequirementSchema)
    if (caller(req).role !== 'owner') throw new ApiError(403, 'Only the owner can change this.')
    if (required && !(await factorOf(req)).enabled) {
      throw conflict('Turn on your own second factor before requiring one of all staff.')
    }
    await req.payload.updateGlobal({
      slug: 'staff-sign-in',
      data: { requireSecondFactor: required },
      req,
      overrideAccess: false,
    })
    return ok({ required })
  }),
]
