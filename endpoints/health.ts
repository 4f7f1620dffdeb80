import { fail, ok } from './http/envelope'
import { type ContractRoute, route } from './http/route'
import { healthAnswer, readyAnswer } from './openapi/answers'
import { NOT_READY, readiness } from '../src/platform/readiness'

/** A load balancer asks again after a few seconds; say so. */
const RETRY_AFTER_SECONDS = '5'

/** Asked every few seconds by a machine: never kept by any cache, and no session or body is read. */
const uncached = (response: Response): Response => {
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/**
 * Beside the contract, for process managers and load balancers (docs/operations.md): `/health` answers while the
 * process lives; `/ready` only while the database answers (and the shared cache, with REDIS_URL), as last checked
 * in the background (src/platform/readiness.ts), and not once the server is stopping, so a server whose database
 * is gone, or which is about to stop, is taken out of rotation instead of answering 500s. Neither counts as a visit
 * or against a rate limit.
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
    summary:
      'Whether the server can serve: its database answers (and the shared cache with REDIS_URL), as checked in ' +
      'the background each second, and it is not stopping',
    success: { data: readyAnswer, description: 'It can, as checked `checkedMsAgo` ms ago.' },
    errors: { 503: Object.values(NOT_READY).map((reason) => `${reason} Please try again shortly.`) },
    handler: async ({ req }) => {
      const answer = await readiness(req.payload)
      if (answer.ready) return uncached(ok({ status: 'ready', checkedMsAgo: answer.checkedMsAgo }))
      const response = uncached(fail(503, `${NOT_READY[answer.reason]} Please try again shortly.`))
      response.headers.set('Retry-After', RETRY_AFTER_SECONDS)
      return response
    },
  }),
]
