import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { routeId } from './http/input'
import { type ContractRoute, route } from './http/route'
import {
  secondFactorEnabledAnswer,
  secondFactorRequirementAnswer,
  secondFactorSetupAnswer,
  secondFactorStatusAnswer,
} from './openapi/answers'
import { recordAudit } from '../src/audit/recordAudit'
import {
  secondFactorDisableSchema,
  secondFactorEnableSchema,
  secondFactorRequirementSchema,
} from '../src/lib/schemas/secondFactor'
import { hasPasskey, removePasskeysOf } from '../src/passkeys/staffPasskeys'
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
const ALREADY_ON = 'A second factor is already on. Turn it off first.'
const START_WITH_SETUP = 'Start with POST /api/auth/second-factor/setup.'
const NONE_ON = 'No second factor is on.'
const REQUIRED_STAYS_ON = 'The owner requires a second factor: it cannot be turned off.'
const OWNER_ONLY = 'Only the owner can change this.'
const OWN_FIRST = 'Turn on your own second factor before requiring one of all staff.'
const TOO_MANY_LOGINS = 'Too many login attempts. Please wait N seconds and try again.'
const NO_MEMBER = 'Staff member not found.'
const OWN_WITH_CODE = 'Turn your own second factor off with your password and a code.'
const FACTOR_OFF = 'The second factor is off.'

const caller = (req: PayloadRequest) => req.user as unknown as StaffUser
const factorOf = async (req: PayloadRequest) => {
  const factor = await readFactor(req.payload, caller(req).id)
  if (!factor) throw new ApiError(401, 'Authentication required.')
  return factor
}

/** /auth/second-factor — time-based one-time codes (RFC 6238) and recovery codes for staff sign-in. */
export const secondFactorEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/auth/second-factor',
    summary: "The signed-in staff member's second factor",
    staff: true,
    success: { data: secondFactorStatusAnswer, description: 'Whether it is on, required, and recovery codes left.' },
    handler: async ({ req }) => {
      const factor = await factorOf(req)
      return ok({
        enabled: factor.enabled,
        required: await secondFactorRequired(req.payload),
        recovery_codes_left: factor.enabled ? factor.recoveryHashes.length : 0,
        can_change_requirement: caller(req).role === 'owner',
      })
    },
  }),

  route({
    method: 'post',
    path: '/auth/second-factor/setup',
    summary: 'Start setting up a second factor',
    description:
      'A new secret for an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s), not active until enabled with a ' +
      'code from it. A second setup replaces a secret not yet enabled.',
    staff: true,
    success: { data: secondFactorSetupAnswer, description: 'The secret, as text and as an otpauth:// address.' },
    errors: { 409: [ALREADY_ON] },
    handler: async ({ req }) => {
      const user = caller(req)
      if ((await factorOf(req)).enabled) throw conflict(ALREADY_ON)
      const secret = newTotpSecret()
      await savePendingSecret(req.payload, user.id, secret)
      const account = user.username ?? String(user.id)
      return ok({ secret, otpauth_url: otpauthUrl(secret, account, ISSUER) })
    },
  }),

  // A wrong code counts in the login throttle, like a wrong password; the code that enabled it is spent.
  route({
    method: 'post',
    path: '/auth/second-factor/enable',
    summary: 'Turn the second factor on',
    description:
      'With a current code from the app. Answers ten recovery codes, shown only this once (stored as hashes). ' +
      'Wrong codes count in the login throttle.',
    staff: true,
    body: secondFactorEnableSchema,
    success: {
      data: secondFactorEnabledAnswer,
      message: 'The second factor is on. Keep the recovery codes safe.',
      description: 'On from now on: every login asks for a code.',
    },
    errors: { 400: [WRONG_CODE], 409: [ALREADY_ON, START_WITH_SETUP], 429: [TOO_MANY_LOGINS] },
    handler: async ({ req, body: { code } }) => {
      const user = caller(req)
      const factor = await factorOf(req)
      if (factor.enabled) throw conflict(ALREADY_ON)
      if (!factor.pending) throw conflict(START_WITH_SETUP)
      const pending = factor.pending
      await throttledLogin(req, user.username ?? String(user.id), async () => {
        const step = totpStepOf(pending, code)
        if (step === null || !(await claimStep(req.payload, user.id, pending, step))) {
          throw badRequest(WRONG_CODE, { code: WRONG_CODE })
        }
      })
      const recoveryCodes = newRecoveryCodes()
      await activateFactor(req.payload, user.id, pending, recoveryCodes.map(hashRecoveryCode))
      await recordAudit(req, {
        action: 'second-factor.added',
        target: { collection: 'users', id: user.id },
        detail: 'one-time codes',
      })
      return ok(
        { recovery_codes: recoveryCodes },
        { message: 'The second factor is on. Keep the recovery codes safe.' },
      )
    },
  }),

  // The password and a code (or a recovery code), checked as a login is: one answer whichever was wrong.
  route({
    method: 'post',
    path: '/auth/second-factor/disable',
    summary: 'Turn the second factor off',
    description:
      'With the password and a code (a recovery code also serves), checked as a login is. Refused while the ' +
      'owner requires second factors.',
    staff: true,
    body: secondFactorDisableSchema,
    success: { data: z.object({ enabled: z.literal(false) }), message: FACTOR_OFF, description: 'Off.' },
    errors: { 400: [WRONG_PASSWORD_OR_CODE], 403: [REQUIRED_STAYS_ON], 409: [NONE_ON], 429: [TOO_MANY_LOGINS] },
    handler: async ({ req, body: { password, code } }) => {
      const user = caller(req)
      if (!(await factorOf(req)).enabled) throw conflict(NONE_ON)
      if (await secondFactorRequired(req.payload)) throw new ApiError(403, REQUIRED_STAYS_ON)
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
      await recordAudit(req, {
        action: 'second-factor.removed',
        target: { collection: 'users', id: user.id },
        detail: 'one-time codes',
      })
      return ok({ enabled: false }, { message: FACTOR_OFF })
    },
  }),

  // Owner only (the global's access decides); the owner needs one of their own before requiring it of all.
  route({
    method: 'put',
    path: '/auth/second-factor/requirement',
    summary: 'Require a second factor of all staff (owner only)',
    description:
      'Members without one are sent to set it up at their next login and can do nothing else until they have; ' +
      'master login is refused while it is on.',
    staff: true,
    body: secondFactorRequirementSchema,
    success: { data: secondFactorRequirementAnswer, description: 'The requirement as it now stands.' },
    errors: { 403: [OWNER_ONLY], 409: [OWN_FIRST] },
    handler: async ({ req, body: { required } }) => {
      if (caller(req).role !== 'owner') throw new ApiError(403, OWNER_ONLY)
      // One's own factor first: one-time codes or a passkey.
      const ownFactor = (await factorOf(req)).enabled || (await hasPasskey(req.payload, caller(req).id))
      if (required && !ownFactor) throw conflict(OWN_FIRST)
      await req.payload.updateGlobal({
        slug: 'staff-sign-in',
        data: { requireSecondFactor: required },
        req,
        overrideAccess: false,
      })
      return ok({ required })
    },
  }),

  // A lost phone and every recovery code: the owner turns the member's factor off through the model's own rule
  // (collections/hooks/guardSecondFactor.ts), and the server's log says who did it to whom.
  route({
    method: 'post',
    path: '/auth/second-factor/staff/:id/disable',
    summary: "Turn a staff member's second factor off (owner only)",
    description:
      'For a member who has lost their phone and every recovery code: removes their secret, recovery codes and ' +
      'passkeys, so the password alone signs them in (while the owner requires one, they then set a new one up). Their ' +
      'sessions stay. The owner turns their own off with `POST /auth/second-factor/disable`.',
    staff: true,
    // Owner only before the lookup, so nobody else learns which ids are staff.
    find: async (req) => {
      if (caller(req).role !== 'owner') throw new ApiError(403, OWNER_ONLY)
      return findOr404(() => req.payload.findByID({ collection: 'users', id: routeId(req), depth: 0 }), NO_MEMBER)
    },
    success: { data: z.object({ enabled: z.literal(false) }), message: FACTOR_OFF, description: 'Off.' },
    errors: { 403: [OWNER_ONLY, OWN_WITH_CODE], 404: [NO_MEMBER], 409: [NONE_ON] },
    handler: async ({ req, found: member }) => {
      const owner = caller(req)
      if (String(member.id) === String(owner.id)) throw new ApiError(403, OWN_WITH_CODE)
      const passkeys = await hasPasskey(req.payload, member.id)
      if (!member.secondFactorEnabled && !passkeys) throw conflict(NONE_ON)
      if (member.secondFactorEnabled) {
        await req.payload.update({
          collection: 'users',
          id: member.id,
          data: { secondFactorEnabled: false },
          req,
          overrideAccess: false,
        })
      }
      // Every device lost: their passkeys go too (docs/decisions/0071-passkeys.md).
      if (passkeys) {
        const count = await removePasskeysOf(req, member.id)
        await recordAudit(req, { action: 'passkey.removed', target: { collection: 'users', id: member.id, count } })
      }
      req.payload.logger.warn(`Second factor of "${member.username}" turned off by the owner "${owner.username}"`)
      return ok({ enabled: false }, { message: FACTOR_OFF })
    },
  }),
]
