/**
 * Runs once when the Next server starts: marks the process as the site's server and starts Payload with its job
 * crons (the retention pass, src/jobs/), so they run without waiting for a first /api or /admin request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { markServerProcess } = await import('./jobs/serverCrons')
  markServerProcess()
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
