import type { RouteDoc } from '../routeDoc'
import { analyticsRoutes } from './analytics'
import { authRoutes } from './auth'
import { backupRoutes } from './backup'
import { contactRoutes } from './contact'
import { discountsRoutes } from './discounts'
import { galleryRoutes } from './gallery'
import { healthRoutes } from './health'
import { newsletterRoutes } from './newsletter'
import { notificationsRoutes } from './notifications'
import { privacyRoutes } from './privacy'
import { secondFactorRoutes } from './secondFactor'
import { servicesRoutes } from './services'
import { settingsRoutes } from './settings'

/** Every route endpoints/index.ts mounts, as the document tells it (tests/int/openapi-routes.int.spec.ts). */
export const contractRoutes: RouteDoc[] = [
  ...authRoutes,
  ...secondFactorRoutes,
  ...servicesRoutes,
  ...galleryRoutes,
  ...settingsRoutes,
  ...discountsRoutes,
  ...notificationsRoutes,
  ...newsletterRoutes,
  ...contactRoutes,
  ...backupRoutes,
  ...analyticsRoutes,
  ...privacyRoutes,
  ...healthRoutes,
]
