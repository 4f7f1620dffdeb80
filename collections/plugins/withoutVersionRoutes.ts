import type { Endpoint, SanitizedConfig } from 'payload'

const withoutVersions = <T extends { endpoints: Endpoint[] | false; versions?: unknown }>(entity: T): T =>
  entity.versions || !entity.endpoints
    ? entity
    : { ...entity, endpoints: entity.endpoints.filter((endpoint) => !endpoint.path.startsWith('/versions')) }

/**
 * Payload mounts its version routes (`/versions`, `/versions/:id`) on every collection and global, and on one without
 * versions (none here keeps them) each answers staff 500. Without the routes those paths are its 404 instead.
 */
export const withoutVersionRoutes = (config: SanitizedConfig): SanitizedConfig => ({
  ...config,
  collections: config.collections.map(withoutVersions),
  globals: config.globals.map(withoutVersions),
})
