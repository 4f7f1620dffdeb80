import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../platform/secret'

/**
 * VERP (variable envelope return path): with `BOUNCE_ADDRESS` (`bounces@mail.salong.example`), each mail's envelope
 * sender is `bounces+<tag>@mail.salong.example`, the tag naming the subscriber and the mailing (`c` for a
 * confirmation), signed so nobody can make one for another subscriber. A bounce comes back to that address, so it
 * finds its subscriber even when the report does not name the original recipient. Hex only: some servers
 * lower-case the local part.
 */
const mac = (subscriber: string, mailing: string): string =>
  createHmac('sha256', payloadSecret())
    .update(`salong-return-path\n${subscriber}\n${mailing}`)
    .digest('hex')
    .slice(0, 16)

const bounceAddress = (): { local: string; domain: string } | null => {
  const match = /^([^@+\s]+)@([^@\s]+)$/.exec(process.env.BOUNCE_ADDRESS?.trim() ?? '')
  return match ? { local: match[1], domain: match[2] } : null
}

/** The envelope sender for a mail to `subscriber` (of `mailing`, or a confirmation); undefined without BOUNCE_ADDRESS. */
const returnPathFor = (subscriber: string | number, mailing: string | number | null): string | undefined => {
  const address = bounceAddress()
  if (!address) return undefined
  const [id, round] = [String(subscriber), mailing === null ? 'c' : String(mailing)]
  return `${address.local}+${id}-${round}-${mac(id, round)}@${address.domain}`
}

/** The subscriber and mailing a return path in `text` names, when its tag is ours and signed right; else null. */
export const readReturnPath = (text: string): { subscriber: string; mailing: string | null } | null => {
  const address = bounceAddress()
  if (!address) return null
  const local = address.local.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  for (const [, id, mailing, given] of text.matchAll(
    new RegExp(`${local}\\+([0-9a-z]+)-([0-9a-z]+)-([0-9a-f]{16})@`, 'gi'),
  )) {
    const expected = Buffer.from(mac(id, mailing))
    if (timingSafeEqual(Buffer.from(given.toLowerCase()), expected))
      return { subscriber: id, mailing: mailing === 'c' ? null : mailing }
  }
  return null
}

/** A mail's `envelope` option with the subscriber's return path (nodemailer's own); nothing without BOUNCE_ADDRESS. */
export const bounceEnvelope = (
  subscriber: { id: string | number; email: string },
  mailing: string | number | null,
): { envelope?: { from: string; to: string } } => {
  const from = returnPathFor(subscriber.id, mailing)
  return from ? { envelope: { from, to: subscriber.email } } : {}
}
