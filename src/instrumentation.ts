/**
 * Runs once when the Next server starts. Payload starts its job crons (the retention pass, src/jobs/) only
 * for a `getPayload({ cron: true })` call; without this, they would wait for the first /api or /admin request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
