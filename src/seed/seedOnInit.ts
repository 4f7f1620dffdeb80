import type { Payload } from 'payload'

import { ensureAdminUser } from './ensureAdminUser'
import { ensureOwner } from './ensureOwner'
import { seedDemoContent } from './seedDemoContent'
import { deleteCounter, startCounter } from '../platform/counters'

/** Held by the one server that seeds an empty database; long enough for the demo content's media. */
const SEED_LEASE = 'seed'
const SEED_LEASE_MS = 10 * 60_000
const WAIT_MS = 500

const hasStaff = async (payload: Payload): Promise<boolean> =>
  (await payload.count({ collection: 'users' })).totalDocs > 0

/**
 * First start on an empty database: demo content (unless SEED_DEMO=false), then the first staff user (the owner).
 * Later starts only make sure someone is the owner. Servers starting together on an empty database seed it once:
 * the one that takes the seed lease seeds, the others wait until it has created the first staff user.
 */
export const seedOnInit = async (payload: Payload): Promise<void> => {
  for (;;) {
    if (await hasStaff(payload)) return ensureOwner(payload)
    if (await startCounter(payload, SEED_LEASE, Date.now(), SEED_LEASE_MS)) break
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS))
  }
  try {
    // Another server may have finished seeding between the look and the lease.
    if (await hasStaff(payload)) return ensureOwner(payload)
    if (process.env.SEED_DEMO !== 'false') await seedDemoContent(payload)
    await ensureAdminUser(payload)
  } finally {
    await deleteCounter(payload, SEED_LEASE)
  }
}
