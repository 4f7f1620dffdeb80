import type { Payload, Where } from 'payload'

import { inWriteTurn } from '../platform/inWriteTurn'

const SLUG = 'passkey-challenges'
/** WebAuthn's own default timeout; a challenge older than this is refused. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

export type ChallengePurpose = 'registration' | 'login'

/** Keeps a new challenge for `purpose` (and the member a registration is for), sweeping expired ones. */
export const keepChallenge = async (
  payload: Payload,
  challenge: string,
  purpose: ChallengePurpose,
  user?: string | number,
  now = Date.now(),
): Promise<void> => {
  await inWriteTurn(payload, async (req) => {
    await payload.db.deleteMany({
      collection: SLUG,
      where: { expiresAt: { less_than: new Date(now).toISOString() } },
      req,
    })
    await payload.db.create({
      collection: SLUG,
      data: {
        challenge,
        purpose,
        user: user === undefined ? null : String(user),
        expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
      },
      req,
    })
  })
}

/**
 * Takes a challenge for good: true only for the one request that finds it unused, unexpired, of this purpose (and
 * member). One atomic conditional update, so two servers answering the same ceremony cannot both take it.
 */
export const takeChallenge = async (
  payload: Payload,
  challenge: string,
  purpose: ChallengePurpose,
  user?: string | number,
  now = Date.now(),
): Promise<boolean> => {
  const where: Where = {
    and: [
      { challenge: { equals: challenge } },
      { purpose: { equals: purpose } },
      { usedAt: { exists: false } },
      { expiresAt: { greater_than: new Date(now).toISOString() } },
      ...(user === undefined ? [] : [{ user: { equals: String(user) } }]),
    ],
  }
  const taken = await inWriteTurn(payload, (req) =>
    payload.db.updateOne({
      collection: SLUG,
      where,
      data: { usedAt: new Date(now).toISOString() },
      req,
      options: { atomic: true },
    }),
  )
  return Boolean(taken)
}
