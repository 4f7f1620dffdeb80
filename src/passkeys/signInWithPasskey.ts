import { verifyAuthenticationResponse } from '@simplewebauthn/server'
import type { AuthenticatorTransport } from '@simplewebauthn/server'
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers'
import type { PayloadRequest } from 'payload'

import { takeChallenge } from './challenges'
import { relyingParty } from './relyingParty'
import { advancePasskeyCounter, passkeyByCredential } from './staffPasskeys'
import { type Session, startSession } from '../../endpoints/http/startSession'
import type { PasskeyAssertion } from '../lib/schemas/passkeys'
import { ApiError } from '../platform/apiError'
import { SIGN_IN_METHOD } from '../platform/requestContext'
import { throttledLogin } from '../platform/throttledLogin'

export const PASSKEY_REFUSED = 'The passkey was not accepted.'

type StaffUser = { id: string | number; username?: string | null; name?: string | null }

/** The challenge the browser signed, read from its client data; null when that is not readable. */
export const signedChallenge = (clientDataJSON: string): string | null => {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON)
    return typeof challenge === 'string' && challenge ? challenge : null
  } catch {
    return null
  }
}

/**
 * A sign-in with a passkey, for the contract's `/auth/passkey/login` and the panel's `/users/passkey-login`: the
 * challenge taken once, the assertion verified for SERVER_URL's origin with user verification, the counter moved
 * on, and a Payload session started, all behind the login throttle (counted under the passkey's member). Any
 * failure is one 401, whichever check it was.
 */
export const signInWithPasskey = async (req: PayloadRequest, response: PasskeyAssertion): Promise<Session> => {
  const { payload } = req
  const passkey = await passkeyByCredential(payload, response.id)
  const member = passkey
    ? await payload.db.findOne<StaffUser>({ collection: 'users', where: { id: { equals: passkey.user } }, req })
    : null
  req.context[SIGN_IN_METHOD] = 'passkey'
  const identifier = member?.username ?? `passkey:${response.id.slice(0, 64)}`
  return throttledLogin(
    req,
    identifier,
    async () => {
      const challenge = signedChallenge(response.response.clientDataJSON)
      if (!challenge || !(await takeChallenge(payload, challenge, 'login'))) throw new ApiError(401, PASSKEY_REFUSED)
      if (!passkey || !member) throw new ApiError(401, PASSKEY_REFUSED)
      const rp = relyingParty()
      const verification = await verifyAuthenticationResponse({
        response: response as never,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
        },
        requireUserVerification: true,
      }).catch(() => null)
      if (!verification?.verified) throw new ApiError(401, PASSKEY_REFUSED)
      if (!(await advancePasskeyCounter(payload, passkey, verification.authenticationInfo.newCounter))) {
        throw new ApiError(401, PASSKEY_REFUSED)
      }
      return startSession(req, member.id, PASSKEY_REFUSED)
    },
    { signIn: true },
  )
}
