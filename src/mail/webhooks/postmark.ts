import { jsonObject, type ProviderEvent, text, timeOf } from './providerEvent'
import { sameSecret } from './sameSecret'

/** Postmark's bounce types that say the address is gone, and those that say it may come back. */
const HARD = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated', 'Blocked'])
const SOFT = new Set(['SoftBounce', 'Transient', 'DnsError'])

/**
 * Whether the request carries the basic-auth user and password set on Postmark's webhook (POSTMARK_WEBHOOK_USER,
 * POSTMARK_WEBHOOK_PASSWORD): Postmark signs nothing, so the credentials in its webhook's address are the proof.
 */
export const postmarkAuthorized = (authorization: string | null, user: string, password: string): boolean => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization?.trim() ?? '')
  if (!match) return false
  return sameSecret(Buffer.from(match[1], 'base64').toString('utf8'), `${user}:${password}`)
}

/** A Postmark webhook's body (`RecordType` Bounce or SpamComplaint) as its events; others are none. */
export const postmarkEvents = (raw: string): ProviderEvent[] => {
  const body = jsonObject(raw)
  if (!body) return []
  const type = text(body.Type)
  const kind =
    body.RecordType === 'SpamComplaint' || type === 'SpamComplaint'
      ? 'complaint'
      : body.RecordType === 'Bounce' && HARD.has(type)
        ? 'hard'
        : body.RecordType === 'Bounce' && SOFT.has(type)
          ? 'soft'
          : null
  const email = text(body.Email)
  if (!kind || !email) return []
  const reason = [type, text(body.Description) || text(body.Details)].filter(Boolean).join(': ')
  const id = String(body.ID ?? `${text(body.MessageID)}:${email}`)
  return [{ key: `postmark:${body.RecordType}:${id}`, kind, email, reason, at: timeOf(body.BouncedAt) }]
}
