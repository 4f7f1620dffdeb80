import { type Endpoint, NotFound, type PayloadHandler, type SanitizedConfig, UnauthorizedError } from 'payload'

const PREFERENCES = 'payload-preferences'

/**
 * Payload's `DELETE /api/payload-preferences/:key` deletes through the adapter's deleteOne, which on SQLite falls
 * back, when no preference matches, to a query naming a join it never made (the polymorphic `user`): a 500 for a
 * key that is not there. Here the preference is looked up first (the same query its GET answers from), so a missing
 * key is Payload's own 404, and an existing one is deleted by Payload's handler as before.
 */
const findFirst =
  (deletePreference: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    const found = await req.payload.db.findOne({
      collection: PREFERENCES,
      where: {
        and: [
          { key: { equals: req.routeParams?.key } },
          { 'user.value': { equals: req.user.id } },
          { 'user.relationTo': { equals: req.user.collection } },
        ],
      },
      req,
    })
    if (!found) throw new NotFound(req.t)
    return deletePreference(req)
  }

const mended = (endpoint: Endpoint): Endpoint =>
  endpoint.method === 'delete' && endpoint.path === '/:key'
    ? { ...endpoint, handler: findFirst(endpoint.handler) }
    : endpoint

export const preferenceDeleteFindsFirst = (config: SanitizedConfig): SanitizedConfig => ({
  ...config,
  collections: config.collections.map((collection) =>
    collection.slug === PREFERENCES && collection.endpoints
      ? { ...collection, endpoints: collection.endpoints.map(mended) }
      : collection,
  ),
})
