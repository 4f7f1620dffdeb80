import type { Endpoint, SanitizedConfig } from 'payload'

/**
 * Only the REST routes that can answer. Payload mounts its version routes (`/versions`, `/versions/:id`) on every
 * collection and global, and on one without versions (all but treatments, promotions and the settings) each answers
 * staff 500; and it answers every path of a collection without routes (its migrations) 501 Not Implemented, to
 * anyone. Without them, those paths are its 404.
 */
const routesThatAnswer = <T extends { endpoints: Endpoint[] | false; versions?: unknown }>(entity: T): T => {
  if (!entity.endpoints) return { ...entity, endpoints: [] }
  if (entity.versions) return entity
  return { ...entity, endpoints: entity.endpoints.filter((endpoint) => !endpoint.path.startsWith('/versions')) }
}

export const withoutDeadRoutes = (config: SanitizedConfig): SanitizedConfig => ({
  ...config,
  collections: config.collections.map(routesThatAnswer),
  globals: config.globals.map(routesThatAnswer),
})
