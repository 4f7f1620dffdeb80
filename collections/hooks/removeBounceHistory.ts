import type { CollectionAfterDeleteHook } from 'payload'

/**
 * A deleted subscriber's bounce history goes with them (staff's delete, an expired sign-up, an erasure): it names
 * their address, and nothing is kept about someone who is gone.
 */
export const removeBounceHistory: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.delete({
    collection: 'mail-bounces',
    where: { subscriber: { equals: String(doc.id) } },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
