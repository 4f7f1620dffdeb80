import type { Endpoint, PayloadHandler, SanitizedConfig } from 'payload'

import { blockedUntilSecondFactor } from '../../src/secondFactor/setUpFirst'

/** A media file: the public site's pictures load from here with whatever cookie the browser holds. */
const isFileRoute = (endpoint: Endpoint) => endpoint.method === 'get' && endpoint.path === '/file/:filename'

/**
 * Payload's own REST route with the contract's gate in front: a member the owner requires to set a second factor
 * up first gets its 403, except on the routes that setting up needs (src/secondFactor/setUpFirst.ts). A file is
 * answered as to a visitor instead, so the public site still shows its pictures (and nothing a visitor could
 * not see).
 */
const gated = <E extends Endpoint>(endpoint: E): E => {
  const handler: PayloadHandler = async (req) => {
    const blocked = await blockedUntilSecondFactor(req)
    if (!blocked) return endpoint.handler(req)
    if (!isFileRoute(endpoint)) return blocked
    req.user = null
    return endpoint.handler(req)
  }
  return { ...endpoint, handler }
}

/** A contract route (endpoints/http/route.ts) runs the gate itself, where a route of the contract declares it. */
const isContractRoute = (endpoint: Endpoint) => Boolean((endpoint.custom as { doc?: unknown } | undefined)?.doc)

/**
 * Every REST route of Payload's (each collection's and global's, and its root ones such as `/access`) is closed to
 * a member who must set a second factor up first, by the very check the contract's staff routes make. Applied to
 * the built config, last, so that it wraps the handlers the other plugins leave. The Local API is not a route: jobs,
 * the seed and the contract's handlers are unaffected. (GraphQL is off: payload.config.ts.)
 */
export const setUpSecondFactorFirst = (config: SanitizedConfig): SanitizedConfig => {
  const gateAll = <T extends { endpoints: Endpoint[] | false }>(entity: T): T =>
    entity.endpoints ? { ...entity, endpoints: entity.endpoints.map(gated) as T['endpoints'] } : entity
  return {
    ...config,
    endpoints: config.endpoints.map((endpoint) =>
      isContractRoute(endpoint) ? endpoint : gated(endpoint),
    ) as SanitizedConfig['endpoints'],
    collections: config.collections.map(gateAll),
    globals: config.globals.map(gateAll),
  }
}
