/*
 * Prepares the database before the server starts: applies the committed migrations (production SQLite),
 * and on an empty database seeds the demo content and the first staff user (printing its login once).
 */
import { getPayload } from 'payload'

import config from '@payload-config'

const payload = await getPayload({ config })
payload.logger.info(`Database ready (${payload.db.name}).`)
await payload.destroy()
process.exit(0)
