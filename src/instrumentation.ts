/**
 * Runs once when the Next server starts: marks the process as the site's server and starts Payload with its job
 * crons (the retention pass, src/jobs/), so they run without waiting for a first /api or /admin request, and, in
 * production (where pages are cached), the page refresh at each of the salon's midnights.
 */
export async function register() {
  // Next's edge build reads this as a constant, so nothing below is bundled for the edge.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { reportStartup } = await import('./lib/startupSignal.mjs')
  try {
    const { markServerProcess } = await import('./jobs/serverCrons')
    markServerProcess()
    if (process.env.NODE_ENV === 'production') {
      const { startDailyPageRefresh } = await import('./jobs/dailyPageRefresh')
      // The server listens on every address (server/index.mjs), so it reaches itself here.
      startDailyPageRefresh(`http://127.0.0.1:${process.env.PORT || 3000}`)
    }
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    await getPayload({ config, cron: true })
    reportStartup()
  } catch (error) {
    // The production server stops with the reason (server/index.mjs); anywhere else, Next reports it.
    if (!reportStartup(error)) throw error
  }
}
