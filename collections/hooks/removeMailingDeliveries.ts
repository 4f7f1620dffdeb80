import type { CollectionAfterDeleteHook } from 'payload'

/**
 * A deleted mailing's delivery rows go with it. Their keys name the mailing's id, and SQLite hands a freed id to
 * the next mailing: left behind, they would mark the new mailing's recipients as already sent (nothing mailed).
 * The bounces it brought stay in their subscribers' history, no longer naming it (nor the next mailing after it).
 */
export const removeMailingDeliveries: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.delete({
    collection: 'mailing-deliveries',
    where: { mailing: { equals: String(doc.id) } },
    depth: 0,
    req,
    overrideAccess: true,
  })
  await req.payload.db.updateMany({
    collection: 'mail-bounces',
    where: { mailing: { equals: String(doc.id) } },
    data: { mailing: null },
    req,
    returning: false,
  })
}
