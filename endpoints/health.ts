import type { Endpoint } from 'payload'

import { fail, ok } from './http/envelope'
import { publicRoute } from './http/route'
import { databaseAnswers } from '../src/platform/databaseAnswers'
import { sharedCacheAnswers } from '../src/platform/sharedRedis'

/** A load balancer asks again after a few seconds; say so. */
const RETRY_AFTER_SECONDS = '5'

/** Asked every few seconds by a machine: never kept by any cache, and no session or body is read. */
const uncached = (response: Response): Response => {
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/**
 * Beside the contract, for process managers and load balancers (docs/operations.md): `/health` answers while the
 * process lives; `/ready` only while the database answers (and the shared cache, with REDIS_URL), so a server
 * whose database is gone is taken out of rotation instead of answering 500s. Neither counts as a visit or against
 * a rate limit.
 */
export const healthEndpoints: Endpoint[] = [
  publicRoute('get', '/health', () => uncached(ok({ status: 'live' }))),
  publicRoute('get', '/ready', async (req) => {
    const [database, cache] = await Promise.all([databaseAnswers(req.payload), sharedCacheAnswers()])
    if (database && cache) return uncached(ok({ status: 'ready' }))
    const missing = database ? 'The shared cache does not answer.' : 'The database does not answer.'
    const response = uncached(fail(503, `${missing} Please try again shortly.`))
    response.headers.set('Retry-After', RETRY_AFTER_SECONDS)
    return response
  }),
]
