/*
 * Prepares the database before the server starts: applies the committed migrations (production SQLite),
 * and on an empty database seeds the demo content and the first staff user (printing its login once).
 * A configuration the server would refuse is refused here with its reasons alone, as the server prints them.
 */
import { getPayload } from 'payload'

try {
  // Imported here, not above: the configuration checks the environment as it loads (src/lib/startupChecks.ts).
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  payload.logger.info(`Database ready (${payload.db.name}).`)
  await payload.destroy()
  process.exit(0)
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(reason.startsWith('Salong cannot start') ? reason : `Salong cannot start: ${reason}`)
  process.exit(1)
}
