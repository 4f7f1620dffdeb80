import type { RouteDoc } from '../../http/route'
import { healthAnswer } from '../answers'

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
    summary: 'Whether the server can serve (its database answers, and the shared cache with REDIS_URL)',
    success: { data: healthAnswer('ready'), description: 'It can.' },
    errors: { 503: ['The shared cache does not answer. Please try again shortly.'] },
  },
]
