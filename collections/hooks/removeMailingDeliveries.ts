import type { CollectionAfterDeleteHook } from 'payload'

/**
 * A deleted mailing's delivery rows go with it. Their keys name the mailing's id, and SQLite hands a freed id to
 * the next mailing: left behind, they would mark the new mailing's recipients as already sent (nothing mailed).
 */
export const removeMailingDeliveries: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.delete({
    collection: 'mailing-deliveries',
    where: { mailing: { equals: String(doc.id) } },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
