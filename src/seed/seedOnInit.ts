import type { Payload } from 'payload'

import { ensureAdminUser } from './ensureAdminUser'
import { ensureOwner } from './ensureOwner'
import { seedDemoContent } from './seedDemoContent'

/**
 * First start on an empty database: demo content (unless SEED_DEMO=false), then the first staff user (the owner).
 * Later starts only make sure someone is the owner.
 */
export const seedOnInit = async (payload: Payload): Promise<void> => {
  const { totalDocs: users } = await payload.count({ collection: 'users' })
  if (users > 0) return ensureOwner(payload)
  if (process.env.SEED_DEMO !== 'false') await seedDemoContent(payload)
  await ensureAdminUser(payload)
}
