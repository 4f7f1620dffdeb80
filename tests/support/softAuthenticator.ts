import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/**
 * A passkey authenticator in software for the integration tests (the browser suite uses Chromium's virtual one):
 * ES256 keys, `none` attestation, discoverable credentials, its signature counter, and WebAuthn's client data as a
 * browser at `origin` writes it. `rpId` and `origin` may be another site's, and user verification may be left out,
 * to see the server refuse them.
 */
type Credential = { id: Uint8Array; key: KeyObject; userHandle: string; counter: number; rpId: string }

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64 = (data: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(data))
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

export const softAuthenticator = ({ origin, rpId }: { origin: string; rpId: string }) => {
  const credentials: Credential[] = []

  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }))

  /** `navigator.credentials.create` from the server's creation options. */
  const create = (
    options: { challenge: string; user: { id: string } },
    { uv = true, forRpId = rpId, from = origin }: { uv?: boolean; forRpId?: string; from?: string } = {},
  ) => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    )
    const id = new Uint8Array(randomBytes(16))
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const flags = 0x01 | (uv ? 0x04 : 0) | 0x40
    const authData = Buffer.concat([
      sha256(forRpId),
      Buffer.from([flags]),
      uint32(0),
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(cose),
    ])
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    )
    credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0, rpId: forRpId })
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData('webauthn.create', options.challenge, from)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /**
   * `navigator.credentials.get` from the server's request options, with the newest discoverable credential (or
   * the one given). Each assertion counts one up unless `counter` says what to sign.
   */
  const get = (
    options: { challenge: string },
    {
      uv = true,
      from = origin,
      credential = credentials.at(-1)!,
      counter,
    }: {
      uv?: boolean
      from?: string
      credential?: Credential
      counter?: number
    } = {},
  ) => {
    credential.counter = counter ?? credential.counter + 1
    const authData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([0x01 | (uv ? 0x04 : 0)]),
      uint32(credential.counter),
    ])
    const data = clientData('webauthn.get', options.challenge, from)
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.key)
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  return { create, get, credentials }
}
