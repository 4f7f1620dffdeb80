import { healthAnswer, readyAnswer } from '../answers'
import type { RouteDoc } from '../routeDoc'

/** Liveness and readiness, beside the contract (endpoints/health.ts). */
export const healthRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Whether the process lives',
    success: { data: healthAnswer('live'), description: 'It does.' },
  },
  {
    method: 'get',
    path: '/ready',
    summary:
      'Whether the server can serve: its database answers (and the shared cache with REDIS_URL), as checked in ' +
      'the background each second, and it is not stopping',
    success: { data: readyAnswer, description: 'It can, as checked `checkedMsAgo` ms ago.' },
    errors: {
      503: [
        'The database does not answer. Please try again shortly.',
        'The shared cache does not answer. Please try again shortly.',
        'The server is stopping. Please try again shortly.',
      ],
    },
  },
]
