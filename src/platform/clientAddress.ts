import type { PayloadRequest } from 'payload'

import { trustedProxyCount } from '../lib/observability/requestId.mjs'

/** Used when no trusted proxy names the client: every such request shares one bucket. */
export const LOCAL_ADDRESS = 'local'

/**
 * How many reverse proxies in front of the server append to `X-Forwarded-For` (TRUSTED_PROXIES, default 0), as the
 * request log reads it too. Read per request so tests and operators can change it without a rebuild.
 */
const trustedProxies = (): number => trustedProxyCount(process.env)

/**
 * The client's address. Any client can write `X-Forwarded-For`, and Next only fills it when it is absent, so
 * only the entries our own proxies appended count: the TRUSTED_PROXIES-th from the right is the address the
 * outermost trusted proxy saw. With no trusted proxy the header is ignored: a route handler never sees the
 * socket's address, so every caller shares one 'local' bucket.
 */
export const clientAddress = (req: Pick<PayloadRequest, 'headers'>): string => {
  const proxies = trustedProxies()
  if (proxies === 0) return LOCAL_ADDRESS
  const hops = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops[hops.length - proxies] ?? LOCAL_ADDRESS
}
