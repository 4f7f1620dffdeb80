import type { Payload } from 'payload'

import { openSecret, sealSecret } from './secretBox'
import { inWriteTurn } from '../platform/inWriteTurn'

type Id = string | number

/** A staff member's second factor as stored (the `secondFactor*` fields of `users`, never sent to a client). */
export type StoredFactor = {
  secondFactorEnabled?: boolean | null
  secondFactorSecret?: string | null
  secondFactorPendingSecret?: string | null
  secondFactorRecoveryCodes?: string | null
}

/** The same, readable: secrets opened with the server's secret, recovery codes as their hashes. */
export type StaffFactor = { enabled: boolean; secret: string | null; pending: string | null; recoveryHashes: string[] }

export const readFactor = async (payload: Payload, id: Id): Promise<StaffFactor | null> => {
  const user = await payload.db.findOne<StoredFactor & { id: Id }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  if (!user) return null
  const open = (sealed?: string | null) => (sealed ? openSecret(sealed, payload.secret) : null)
  const secret = open(user.secondFactorSecret)
  return {
    // A secret this server cannot open (PAYLOAD_SECRET changed) still counts as on: no code can pass it.
    enabled: Boolean(user.secondFactorEnabled),
    secret,
    pending: open(user.secondFactorPendingSecret),
    recoveryHashes: (user.secondFactorRecoveryCodes ?? '').split(',').filter(Boolean),
  }
}

/** Writes the fields as given, past the collection's hooks and field rules (which keep clients away from them). */
const writeStored = (payload: Payload, id: Id, data: StoredFactor) =>
  inWriteTurn(payload, (req) =>
    payload.db.updateOne({ collection: 'users', where: { id: { equals: id } }, data, req, returning: false }),
  )

export const savePendingSecret = (payload: Payload, id: Id, secret: string) =>
  writeStored(payload, id, { secondFactorPendingSecret: sealSecret(secret, payload.secret) })

export const activateFactor = (payload: Payload, id: Id, secret: string, recoveryHashes: string[]) =>
  writeStored(payload, id, {
    secondFactorEnabled: true,
    secondFactorSecret: sealSecret(secret, payload.secret),
    secondFactorPendingSecret: null,
    secondFactorRecoveryCodes: recoveryHashes.join(','),
  })

export const saveRecoveryHashes = (payload: Payload, id: Id, recoveryHashes: string[]) =>
  writeStored(payload, id, { secondFactorRecoveryCodes: recoveryHashes.join(',') })

/** The fields of a factor that is off: nothing left to open. */
export const FACTOR_OFF: StoredFactor = {
  secondFactorEnabled: false,
  secondFactorSecret: null,
  secondFactorPendingSecret: null,
  secondFactorRecoveryCodes: null,
}

export const turnFactorOff = (payload: Payload, id: Id) => writeStored(payload, id, FACTOR_OFF)
