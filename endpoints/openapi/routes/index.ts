import { healthRoutes } from './health'
import { privacyRoutes } from './privacy'
import { analyticsEndpoints } from '../../analytics'
import { authEndpoints } from '../../auth'
import { backupEndpoints } from '../../backup'
import { contactEndpoints } from '../../contact'
import { discountsEndpoints } from '../../discounts'
import { galleryEndpoints } from '../../gallery'
import type { RouteDoc } from '../../http/route'
import { newsletterEndpoints } from '../../newsletter'
import { notificationsEndpoints } from '../../notifications'
import { servicesEndpoints } from '../../services'
import { settingsEndpoints } from '../../settings'

/** Every route endpoints/index.ts mounts, as the document tells it (tests/int/openapi-routes.int.spec.ts). */
export const contractRoutes: RouteDoc[] = [
  ...authEndpoints.map((endpoint) => endpoint.custom.doc),
  ...servicesEndpoints.map((endpoint) => endpoint.custom.doc),
  ...galleryEndpoints.map((endpoint) => endpoint.custom.doc),
  ...settingsEndpoints.map((endpoint) => endpoint.custom.doc),
  ...discountsEndpoints.map((endpoint) => endpoint.custom.doc),
  ...notificationsEndpoints.map((endpoint) => endpoint.custom.doc),
  ...newsletterEndpoints.map((endpoint) => endpoint.custom.doc),
  ...contactEndpoints.map((endpoint) => endpoint.custom.doc),
  ...backupEndpoints.map((endpoint) => endpoint.custom.doc),
  ...analyticsEndpoints.map((endpoint) => endpoint.custom.doc),
  ...privacyRoutes,
  ...healthRoutes,
]
