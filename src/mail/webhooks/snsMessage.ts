import { createVerify, X509Certificate } from 'node:crypto'

import { jsonObject, text } from './providerEvent'

/** An SNS message as posted to an HTTPS subscription (its fields by name). */
export type SnsMessage = Record<string, string>

/** Amazon's SNS hosts: only a certificate from one of them signs a message (anyone can sign with their own). */
const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/

/**
 * TEST-ONLY: the origin a test's own certificate is served from (http://127.0.0.1:port), honoured only when
 * NODE_ENV is `test` (vitest's), never in a product run.
 */
const testOrigin = (): string | null =>
  process.env.NODE_ENV === 'test' ? (process.env.SNS_TEST_CERT_ORIGIN ?? null) : null

/** Whether an address is one SNS itself serves (its signing certificate, a subscription's confirmation link). */
export const isSnsAddress = (address: string): boolean => {
  try {
    const url = new URL(address)
    if (testOrigin() && url.origin === testOrigin()) return true
    return url.protocol === 'https:' && SNS_HOST.test(url.hostname) && url.port === ''
  } catch {
    return false
  }
}

/** The fields each kind of message signs, in order (AWS's "Verifying the signatures of Amazon SNS messages"). */
const SIGNED: Record<string, string[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
}

const stringToSign = (message: SnsMessage): string | null => {
  const fields = SIGNED[message.Type]
  if (!fields) return null
  return fields
    .filter((name) => !(name === 'Subject' && message.Subject === undefined))
    .map((name) => `${name}\n${message[name] ?? ''}\n`)
    .join('')
}

/** Certificates already fetched, by address: SNS signs with a few, for months each. */
const certificates = new Map<string, X509Certificate>()

const certificate = async (address: string): Promise<X509Certificate | null> => {
  const known = certificates.get(address)
  if (known) return known
  const response = await fetch(address, { signal: AbortSignal.timeout(5_000), redirect: 'error' }).catch(() => null)
  if (!response?.ok) return null
  try {
    const made = new X509Certificate(await response.text())
    if (certificates.size > 20) certificates.clear()
    certificates.set(address, made)
    return made
  } catch {
    return null
  }
}

/**
 * The message when SNS signed it: its certificate served by an SNS host, the signature (version 1, SHA1, or 2,
 * SHA256) over its fields verifying with that certificate's key. Null for anything else.
 */
export const verifiedSnsMessage = async (raw: string): Promise<SnsMessage | null> => {
  const body = jsonObject(raw)
  if (!body) return null
  const message = Object.fromEntries(
    Object.entries(body).filter(([, value]) => typeof value === 'string'),
  ) as SnsMessage
  const signed = stringToSign(message)
  const algorithm = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' }[text(message.SignatureVersion)]
  if (!signed || !algorithm || !message.Signature || !isSnsAddress(text(message.SigningCertURL))) return null
  const cert = await certificate(message.SigningCertURL)
  if (!cert) return null
  const valid = createVerify(algorithm).update(signed, 'utf8').verify(cert.publicKey, message.Signature, 'base64')
  return valid ? message : null
}
