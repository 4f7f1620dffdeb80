import { createHmac, timingSafeEqual } from 'node:crypto'

import { PENDING_MS } from '../lib/subscriberStatus'
import { payloadSecret } from '../platform/secret'

type Signed = { id: string | number; email: string }
export type ConfirmCheck = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' }

const signature = (id: string, email: string, expires: number): Buffer =>
  createHmac('sha256', payloadSecret()).update(`salong-newsletter-confirm\n${id}\n${email}\n${expires}`).digest()

/**
 * The token of a confirmation link: the subscriber's id and the link's end (7 days after `issuedAt`), signed
 * with the server's secret together with the address, so it cannot be made for another subscriber or prolonged.
 */
export const confirmToken = (subscriber: Signed, issuedAt: Date): string => {
  const id = String(subscriber.id)
  const expires = issuedAt.getTime() + PENDING_MS
  return `${Buffer.from(id).toString('base64url')}.${expires}.${signature(id, subscriber.email, expires).toString('base64url')}`
}

/** Reads a token without trusting it: the id it names, to look the subscriber up before `verifyConfirmToken`. */
export const confirmTokenId = (token: string): string | null => {
  const [id, expires, sig, ...rest] = token.split('.')
  if (!id || !expires || !sig || rest.length || token.length > 200) return null
  return Buffer.from(id, 'base64url').toString('utf8') || null
}

/** Whether `token` was signed for this subscriber and still holds at `now`. */
export const verifyConfirmToken = (token: string, subscriber: Signed, now: Date): ConfirmCheck => {
  const [, expiresText, sig] = token.split('.')
  const expires = Number(expiresText)
  const id = String(subscriber.id)
  if (confirmTokenId(token) !== id || !/^\d+$/.test(expiresText ?? '')) return { ok: false, reason: 'invalid' }
  const expected = signature(id, subscriber.email, expires)
  const given = Buffer.from(sig ?? '', 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  return now.getTime() > expires ? { ok: false, reason: 'expired' } : { ok: true, id }
}

/** The link in the confirmation e-mail; GET shows a page with a button, POST confirms (mail scanners prefetch). */
export const confirmLink = (origin: string, token: string): string =>
  `${origin}/api/newsletter/confirm?token=${encodeURIComponent(token)}`
