import { createHmac } from 'node:crypto'

import { jsonObject, type ProviderEvent, text, timeOf } from './providerEvent'
import { sameSecret } from './sameSecret'

/**
 * How far a signature's time may be from ours. Mailgun's signature covers its timestamp and token, not the event,
 * so a signature seen once could carry another event later: it holds only this long.
 */
const MAILGUN_SIGNATURE_HOLDS_MS = 15 * 60 * 1000

/**
 * Mailgun's webhooks (`failed`, `complained`): JSON `{ signature: { timestamp, token, signature }, 'event-data' }`,
 * the signature an HMAC-SHA256 of timestamp and token with the webhook signing key (MAILGUN_WEBHOOK_SIGNING_KEY).
 * Null when it is not signed with the key, or signed too long ago; else its events (none for other kinds).
 */
export const mailgunEvents = (raw: string, key: string, now = new Date()): ProviderEvent[] | null => {
  const body = jsonObject(raw)
  const signature = (body?.signature ?? {}) as Record<string, unknown>
  const [timestamp, token, given] = [text(signature.timestamp), text(signature.token), text(signature.signature)]
  if (!timestamp || !token || !given) return null
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex')
  if (!sameSecret(given.toLowerCase(), expected)) return null
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > MAILGUN_SIGNATURE_HOLDS_MS) return null
  const data = (body?.['event-data'] ?? {}) as Record<string, unknown>
  const status = (data['delivery-status'] ?? {}) as Record<string, unknown>
  const kind =
    data.event === 'complained'
      ? 'complaint'
      : data.event === 'failed'
        ? data.severity === 'permanent'
          ? 'hard'
          : 'soft'
        : null
  const email = text(data.recipient)
  if (!kind || !email) return []
  const reason = [status.code, text(status.description) || text(status.message)].filter(Boolean).join(' ')
  const id = text(data.id) || `${timestamp}:${token}`
  return [{ key: `mailgun:${id}`, kind, email, reason: reason || String(data.event), at: timeOf(data.timestamp) }]
}
