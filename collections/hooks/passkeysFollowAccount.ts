import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { removePasskeysOf } from '../../src/passkeys/staffPasskeys'

/**
 * A member's passkeys belong to the account as it was when they were added: a removed member's go with them, and a
 * member whose role changes (demoted, or made owner) adds new ones (docs/decisions/0071-passkeys.md).
 */
export const passkeysFollowRole: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.role !== doc.role) await removePasskeysOf(req, doc.id)
  return doc
}

export const passkeysGoWithAccount: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removePasskeysOf(req, doc.id)
  return doc
}
