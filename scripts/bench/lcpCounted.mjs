// What Lighthouse's mobile simulation counted for a run's LCP: every request that had finished before the largest
// paint was observed (unthrottled), replayed at 1.6 Mbit/s, except scripts whose first long evaluation started after
// that paint. The figure swings with that cut-off: a framework script finished a few milliseconds before or after
// the paint is 60 kB in or out (docs/performance.md, "Why one run's LCP swings by half a second").
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

/** The simulated LCP's requests (the pessimistic graph, which holds the optimistic one) of one Lighthouse run. */
export const countedForLcp = async ({ artifacts, lhr }) => {
  const settings = lhr.configSettings
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  )
  const requests = []
  lcp.pessimisticGraph.traverse((node) => {
    if (node.type !== 'network') return
    const { url, resourceType, transferSize } = node.request
    // A data: URL travels inside the stylesheet or document that holds it.
    const inline = url.startsWith('data:')
    const name = inline ? `${url.slice(0, url.indexOf(';'))}…` : new URL(url).pathname
    requests.push({ name, type: resourceType, kb: inline ? 0 : transferSize / 1024 })
  })
  return { kb: requests.reduce((sum, request) => sum + request.kb, 0), requests }
}
