import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { AuthenticatorTransport } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { sessionAnswer } from './auth'
import { created, ok } from './http/envelope'
import { routeId } from './http/input'
import { type ContractRoute, route } from './http/route'
import {
  authenticationOptionsAnswer,
  passkeyAnswer,
  registrationOptionsAnswer,
  sessionAnswer as sessionShape,
} from './openapi/answers'
import { recordAudit } from '../src/audit/recordAudit'
import {
  passkeyLoginSchema,
  passkeyRegistrationSchema,
  passkeyRemovalSchema,
  PASSWORD_OR_CODE,
} from '../src/lib/schemas/passkeys'
import { CHALLENGE_TTL_MS, keepChallenge, takeChallenge } from '../src/passkeys/challenges'
import { relyingParty } from '../src/passkeys/relyingParty'
import { PASSKEY_REFUSED, signedChallenge, signInWithPasskey } from '../src/passkeys/signInWithPasskey'
import {
  passkeyByCredential,
  passkeyEntry,
  passkeysOf,
  removePasskey,
  savePasskey,
} from '../src/passkeys/staffPasskeys'
import { ApiError, badRequest, notFound } from '../src/platform/apiError'
import { rateLimiter } from '../src/platform/rateLimit'
import { PASSWORD_ONLY } from '../src/platform/requestContext'
import { throttledLogin } from '../src/platform/throttledLogin'
import { totpStepOf } from '../src/secondFactor/oneTimeCode'
import { claimStep } from '../src/secondFactor/spendCode'
import { readFactor } from '../src/secondFactor/staffFactor'

type StaffUser = { id: string | number; username?: string | null; name?: string | null }

const NOT_REGISTERED = 'The passkey could not be added. Please try again.'
const NO_PASSKEY = 'Passkey not found.'
const WRONG_PASSWORD_OR_CODE = 'The password or the code is not correct.'
const TOO_MANY_LOGINS = 'Too many login attempts. Please wait N seconds and try again.'

// Anyone may ask for sign-in options, and each is a row in the database: counted per address.
const limitOptions = rateLimiter('passkey-options', 30, 10 * 60 * 1000)

const caller = (req: PayloadRequest) => req.user as unknown as StaffUser

/** The member's password, or a current code of their app, checked as a login is (the login throttle counts it). */
const confirmIdentity = async (req: PayloadRequest, { password, code }: { password?: string; code?: string }) => {
  const user = caller(req)
  const username = user.username ?? String(user.id)
  try {
    await throttledLogin(req, username, async () => {
      if (password) {
        // Without `req`: a login on the request would replace its user and session.
        await req.payload.login({
          collection: 'users',
          data: { username, password },
          context: { [PASSWORD_ONLY]: true },
        })
        return
      }
      const factor = await readFactor(req.payload, user.id)
      const step = factor?.enabled && factor.secret ? totpStepOf(factor.secret, code ?? '') : null
      if (step === null || !(await claimStep(req.payload, user.id, factor!.secret!, step)))
        throw new Error('wrong code')
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw error
    throw badRequest(WRONG_PASSWORD_OR_CODE, { [password ? 'password' : 'code']: WRONG_PASSWORD_OR_CODE })
  }
}

/**
 * Passkeys (WebAuthn) for staff: phishing-resistant sign-in bound to SERVER_URL's host (docs/decisions/0071).
 * User verification is required, so a passkey alone is two factors (the device and its PIN or fingerprint).
 */
export const passkeyEndpoints: ContractRoute[] = [
  route({
    method: 'post',
    path: '/auth/passkeys/registration/options',
    summary: 'Start adding a passkey',
    description:
      "WebAuthn's creation options as JSON, for `navigator.credentials.create` (a discoverable credential with user " +
      "verification). Its challenge works once, within five minutes, on any of the site's servers.",
    staff: true,
    success: {
      data: registrationOptionsAnswer,
      description: "The options, as @simplewebauthn/browser's startRegistration takes them.",
    },
    handler: async ({ req }) => {
      const user = caller(req)
      const rp = relyingParty()
      const existing = await passkeysOf(req.payload, user.id)
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.username ?? String(user.id),
        userDisplayName: user.name ?? user.username ?? '',
        userID: new TextEncoder().encode(String(user.id)),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: CHALLENGE_TTL_MS,
      })
      await keepChallenge(req.payload, options.challenge, 'registration', user.id)
      return ok(options)
    },
  }),

  route({
    method: 'post',
    path: '/auth/passkeys/registration/verify',
    summary: 'Add a passkey',
    description:
      'The credential the browser made from the options, and a name for it. Refused when its challenge was used, ' +
      "is older than five minutes or is another member's, when it was made for another site, or without user " +
      'verification.',
    staff: true,
    body: passkeyRegistrationSchema,
    success: { status: 201, data: passkeyAnswer, description: 'The new passkey.' },
    errors: { 400: [NOT_REGISTERED] },
    handler: async ({ req, body: { response, name } }) => {
      const user = caller(req)
      const rp = relyingParty()
      const challenge = signedChallenge(response.response.clientDataJSON)
      if (!challenge || !(await takeChallenge(req.payload, challenge, 'registration', user.id))) {
        throw badRequest(NOT_REGISTERED)
      }
      const verification = await verifyRegistrationResponse({
        response: response as never,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => null)
      if (!verification?.verified || !verification.registrationInfo) throw badRequest(NOT_REGISTERED)
      const { credential } = verification.registrationInfo
      if (await passkeyByCredential(req.payload, credential.id)) throw badRequest(NOT_REGISTERED)
      const saved = await savePasskey(req.payload, {
        user: String(user.id),
        name,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? null,
      })
      await recordAudit(req, { action: 'passkey.added', target: { collection: 'users', id: user.id }, detail: name })
      return created(passkeyEntry(saved))
    },
  }),

  route({
    method: 'get',
    path: '/auth/passkeys',
    summary: "The signed-in member's passkeys",
    staff: true,
    success: { data: z.array(passkeyAnswer), description: 'Name, when added and when last used; never a key.' },
    handler: async ({ req }) => ok((await passkeysOf(req.payload, caller(req).id)).map(passkeyEntry)),
  }),

  route({
    method: 'delete',
    path: '/auth/passkeys/:id',
    summary: 'Remove a passkey',
    description: "One of the member's own, with the password (or a current code) asked again, checked as a login is.",
    staff: true,
    find: async (req) => {
      const id = routeId(req)
      const found = (await passkeysOf(req.payload, caller(req).id)).find((passkey) => String(passkey.id) === id)
      if (!found) throw notFound(NO_PASSKEY)
      return found
    },
    body: passkeyRemovalSchema,
    success: { data: z.object({ id: z.union([z.number(), z.string()]) }), description: 'Removed.' },
    errors: { 400: [WRONG_PASSWORD_OR_CODE, PASSWORD_OR_CODE], 404: [NO_PASSKEY], 429: [TOO_MANY_LOGINS] },
    handler: async ({ req, body, found }) => {
      await confirmIdentity(req, body)
      await removePasskey(req.payload, found.id)
      await recordAudit(req, {
        action: 'passkey.removed',
        target: { collection: 'users', id: caller(req).id },
        detail: found.name,
      })
      return ok({ id: found.id })
    },
  }),

  route({
    method: 'post',
    path: '/auth/passkey/options',
    summary: 'Start signing in with a passkey',
    description:
      'Request options for a discoverable credential: no username needed. Its challenge works once, within five ' +
      "minutes, on any of the site's servers.",
    rateLimit: limitOptions,
    success: {
      data: authenticationOptionsAnswer,
      description: "The options, as @simplewebauthn/browser's startAuthentication takes them.",
    },
    handler: async ({ req }) => {
      const rp = relyingParty()
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        timeout: CHALLENGE_TTL_MS,
      })
      await keepChallenge(req.payload, options.challenge, 'login')
      return ok(options)
    },
  }),

  route({
    method: 'post',
    path: '/auth/passkey/login',
    summary: 'Sign in with a passkey',
    description:
      'The assertion the browser made from the options. Answers as `POST /auth/login` does. Refused (401) when the ' +
      'challenge was used or is older than five minutes, the passkey is unknown or its member removed, the ' +
      'signature or its counter is wrong, it was made for another site, or without user verification. Failures ' +
      'count in the login throttle.',
    body: passkeyLoginSchema,
    success: { data: sessionShape, description: 'A new session: the token, its staff member and its expiry.' },
    errors: { 401: [PASSKEY_REFUSED], 429: [TOO_MANY_LOGINS] },
    handler: async ({ req, body: { response } }) => ok(sessionAnswer(await signInWithPasskey(req, response))),
  }),
]
