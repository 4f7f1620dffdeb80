import { AuthenticationError, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { findLoginUser, hashAnyway } from './hashForUnknownUser'
import { hasPasskey } from '../../src/passkeys/staffPasskeys'
import {
  PASSWORD_ONLY,
  RESET_WITHOUT_SESSION,
  SECOND_FACTOR_CODE,
  SECOND_FACTOR_PASSED,
  SESSION_WITHHELD,
} from '../../src/platform/requestContext'
import { SecondFactorRequired } from '../../src/platform/secondFactorRequired'
import { secondFactorRequired } from '../../src/secondFactor/requirement'
import { spendCode } from '../../src/secondFactor/spendCode'

/**
 * A login that brings a code (the routes put it on the context) has it checked before the password, so a wrong
 * code costs what a wrong password does (one lookup, one password hash) and gets Payload's own "wrong
 * credentials" error: nobody learns which of the two was wrong. A code is spent when it is checked, outside the
 * login's transaction (the claim is a write of its own), whether or not the password then proves right.
 */
export const checkSecondFactorCode: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const code = req.context[SECOND_FACTOR_CODE]
  if (typeof code !== 'string' || code.trim() === '') return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const user = await findLoginUser<{ secondFactorEnabled?: boolean | null }>(req, data)
  // Without a factor a code is simply not needed; unknown names are hashed for by hashForUnknownUser.
  if (!user?.secondFactorEnabled) return args
  if (await spendCode(req.payload, user.id, code)) {
    req.context[SECOND_FACTOR_PASSED] = String(user.id)
    return args
  }
  await hashAnyway(typeof data.password === 'string' ? data.password : '')
  throw new AuthenticationError(req.t)
}

/**
 * Every way in (the contract's login, Payload's /api/users/login and its panel, the local API) ends here once the
 * password is right: a member with a second factor gets a session only with a code spent above. A password
 * reset keeps the factor and starts no session for such a member (they then sign in with a code); a password
 * change only re-checks the password of someone already signed in.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (!(user as { secondFactorEnabled?: boolean | null }).secondFactorEnabled) {
    // A member whose factor is a passkey: while the owner requires one, their password alone opens nothing.
    if (req.context[PASSWORD_ONLY] === true || req.context[RESET_WITHOUT_SESSION] === true) return user
    if ((await secondFactorRequired(req.payload)) && (await hasPasskey(req.payload, user.id))) {
      throw new SecondFactorRequired()
    }
    return user
  }
  if (req.context[SECOND_FACTOR_PASSED] === String(user.id) || req.context[PASSWORD_ONLY] === true) return user
  if (req.context[RESET_WITHOUT_SESSION] === true) {
    req.context[SESSION_WITHHELD] = true
    return user
  }
  throw new SecondFactorRequired()
}
