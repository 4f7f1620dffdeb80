/**
 * Runs once when the Next server starts: marks the process as the site's server and starts Payload with its job
 * crons (the retention pass, src/jobs/; one runner among several servers), so they run without waiting for a
 * first /api or /admin request, and its part of a graceful stop, reads the database's site identity, counts the
 * closed days of the statistics that are behind, and, in production (where pages are cached),
 * starts the page refresh at each of the salon's midnights.
 */
export async function register() {
  // Next's edge build reads this as a constant, so nothing below is bundled for the edge.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { reportStartup } = await import('./lib/startupSignal.mjs')
  try {
    const { assertSeveralServersConfig } = await import('./lib/severalServers')
    assertSeveralServersConfig()
    const { markServerProcess } = await import('./jobs/serverCrons')
    markServerProcess()
    const [{ getPayload }, { default: config }, { withOneJobsRunner }, { stopJobsWhenStopping }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('./jobs/oneJobsRunner'),
      import('./jobs/stopJobs'),
    ])
    // The first Payload of the process, which every later getPayload gets: its queue runs on one server of several.
    const payload = await getPayload({ config: withOneJobsRunner(await config), cron: true })
    // A graceful stop (server/gracefulStop.mjs) finishes its jobs, lets its leases go and closes it.
    stopJobsWhenStopping(payload)
    // What the request log and the metrics name routes by, and what a scrape reads (src/lib/observability/).
    const [{ publishRoutes }, { siteRoutes }, { readSiteFigures }, { siteFigures }] = await Promise.all([
      import('./lib/observability/routeTemplates.mjs'),
      import('./lib/observability/siteRoutes'),
      import('./lib/observability/metrics.mjs'),
      import('./jobs/siteFigures'),
    ])
    publishRoutes(siteRoutes(payload.config))
    readSiteFigures(() => siteFigures(payload))
    // Keys of the shared cache and of the anonymous reads (src/platform/siteIdentity.ts), before the first request.
    const [{ siteIdentity }, { publishSiteIdentity }] = await Promise.all([
      import('./platform/siteIdentity'),
      import('./lib/siteIdentity.mjs'),
    ])
    publishSiteIdentity(await siteIdentity(payload))
    // Closed days an upgrade or a restore left uncounted, in the background (once per cluster).
    const { catchUpClosedDays } = await import('./jobs/catchUpClosedDays')
    void catchUpClosedDays(payload, { atStart: true })
    if (process.env.NODE_ENV === 'production') {
      const [{ firstToRefreshToday, startDailyPageRefresh }, { sharedCacheUrl }] = await Promise.all([
        import('./jobs/dailyPageRefresh'),
        import('./lib/sharedCacheConfig.mjs'),
      ])
      // The server listens on every address (server/index.mjs), so it reaches itself here. Several servers share
      // one cache, so one of them renders the day's pages for all.
      const origin = `http://127.0.0.1:${process.env.PORT || 3000}`
      startDailyPageRefresh(origin, sharedCacheUrl() ? () => firstToRefreshToday(payload) : undefined)
    }
    reportStartup()
  } catch (error) {
    // The production server stops with the reason (server/index.mjs); anywhere else, Next reports it.
    if (!reportStartup(error)) throw error
  }
}
