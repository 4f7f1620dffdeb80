import { fail, ok } from './http/envelope'
import { type ContractRoute, route } from './http/route'
import { healthAnswer } from './openapi/answers'
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
export const healthEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/health',
    summary: 'Whether the process lives',
    success: { data: healthAnswer('live'), description: 'It does.' },
    handler: () => uncached(ok({ status: 'live' })),
  }),
  route({
    method: 'get',
    path: '/ready',
    summary: 'Whether the server can serve (its database answers, and the shared cache with REDIS_URL)',
    success: { data: healthAnswer('ready'), description: 'It can.' },
    errors: { 503: ['The shared cache does not answer. Please try again shortly.'] },
    handler: async ({ req }) => {
      const [database, cache] = await Promise.all([databaseAnswers(req.payload), sharedCacheAnswers()])
      if (database && cache) return uncached(ok({ status: 'ready' }))
      const missing = database ? 'The shared cache does not answer.' : 'The database does not answer.'
      const response = uncached(fail(503, `${missing} Please try again shortly.`))
      response.headers.set('Retry-After', RETRY_AFTER_SECONDS)
      return response
    },
  }),
]
