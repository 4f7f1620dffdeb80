import { z } from 'zod'

const base64url = z
  .string()
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')

/** What the browser's `navigator.credentials` answers, as @simplewebauthn/browser sends it (WebAuthn's JSON). */
const credential = <S extends z.ZodRawShape>(response: S) =>
  z.looseObject({
    id: base64url.min(1),
    rawId: base64url.min(1),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: base64url.min(1), ...response }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })

const PASSKEY_NAME_REQUIRED = 'Give the passkey a name.'

/** `POST /auth/passkeys/registration/verify`: the new credential and the name its member gives it. */
export const passkeyRegistrationSchema = z.object({
  response: credential({ attestationObject: base64url.min(1) }),
  name: z
    .string({ message: PASSKEY_NAME_REQUIRED })
    .trim()
    .min(1, PASSKEY_NAME_REQUIRED)
    .max(60, 'The name can be at most 60 characters.'),
})

/** `POST /auth/passkey/login`: an assertion of a discoverable credential. */
export const passkeyLoginSchema = z.object({
  response: credential({ authenticatorData: base64url.min(1), signature: base64url.min(1) }),
})

export const PASSWORD_OR_CODE = 'Confirm with your password or a current code.'

/** `DELETE /auth/passkeys/{id}`: the password, or a current code, asked again. */
export const passkeyRemovalSchema = z
  .object({
    password: z.string().max(1000).optional(),
    code: z.string().trim().max(40).optional(),
  })
  .refine((body) => Boolean(body.password || body.code), { message: PASSWORD_OR_CODE, path: ['password'] })

export type PasskeyAssertion = z.output<typeof passkeyLoginSchema>['response']
