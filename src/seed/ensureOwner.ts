import type { Payload } from 'payload'

/**
 * A database from before the owner role has staff but no owner: the oldest account (the first `admin`)
 * becomes it, so someone can still manage staff. Runs on every start; does nothing once there is an owner.
 */
export const ensureOwner = async (payload: Payload): Promise<void> => {
  const { totalDocs: owners } = await payload.count({ collection: 'users', where: { role: { equals: 'owner' } } })
  if (owners > 0) return
  const { docs } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, depth: 0, pagination: false })
  if (!docs[0]) return
  await payload.update({ collection: 'users', id: docs[0].id, data: { role: 'owner' }, depth: 0 })
  payload.logger.info(`Staff account "${docs[0].username}" is now the owner (the only one who manages staff).`)
}
