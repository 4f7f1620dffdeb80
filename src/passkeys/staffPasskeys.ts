import type { Payload, PayloadRequest } from 'payload'

import { inWriteTurn } from '../platform/inWriteTurn'

const SLUG = 'passkeys'

export type StoredPasskey = {
  id: string | number
  user: string
  name: string
  credentialId: string
  publicKey: string
  counter: number
  transports?: string[] | null
  lastUsedAt?: string | null
  createdAt: string
}

/** A passkey as `GET /auth/passkeys` answers it: never its key. */
export const passkeyEntry = (passkey: StoredPasskey) => ({
  id: passkey.id,
  name: passkey.name,
  created_at: new Date(passkey.createdAt).toISOString(),
  last_used_at: passkey.lastUsedAt ? new Date(passkey.lastUsedAt).toISOString() : null,
})
export type PasskeyEntry = ReturnType<typeof passkeyEntry>

export const passkeysOf = async (payload: Payload, user: string | number): Promise<StoredPasskey[]> =>
  (
    await payload.find({
      collection: SLUG,
      where: { user: { equals: String(user) } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as unknown as StoredPasskey[]

export const hasPasskey = async (payload: Payload, user: string | number): Promise<boolean> =>
  (await payload.count({ collection: SLUG, where: { user: { equals: String(user) } }, overrideAccess: true }))
    .totalDocs > 0

export const passkeyByCredential = async (payload: Payload, credentialId: string): Promise<StoredPasskey | null> =>
  ((
    await payload.find({
      collection: SLUG,
      where: { credentialId: { equals: credentialId } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as unknown as StoredPasskey | undefined) ?? null

export const savePasskey = async (
  payload: Payload,
  data: Omit<StoredPasskey, 'id' | 'createdAt' | 'lastUsedAt'>,
): Promise<StoredPasskey> =>
  (await payload.create({ collection: SLUG, data: data as never, overrideAccess: true })) as unknown as StoredPasskey

/**
 * Moves the signature counter on from exactly the value the check saw (compare-and-set), so two sign-ins with one
 * assertion cannot both pass; false when another request moved it first.
 */
export const advancePasskeyCounter = async (
  payload: Payload,
  passkey: StoredPasskey,
  counter: number,
  now = new Date(),
): Promise<boolean> =>
  Boolean(
    await inWriteTurn(payload, (req) =>
      payload.db.updateOne({
        collection: SLUG,
        where: { and: [{ id: { equals: passkey.id } }, { counter: { equals: passkey.counter } }] },
        data: { counter, lastUsedAt: now.toISOString() },
        req,
        options: { atomic: true },
      }),
    ),
  )

export const removePasskey = (payload: Payload, id: string | number) =>
  payload.delete({ collection: SLUG, id, overrideAccess: true })

/** Every passkey of a member: when they are removed or their role changes (they add new ones). */
export const removePasskeysOf = async (req: PayloadRequest, user: string | number): Promise<number> => {
  const result = await req.payload.delete({
    collection: SLUG,
    where: { user: { equals: String(user) } },
    req,
    overrideAccess: true,
  })
  return result.docs.length
}
