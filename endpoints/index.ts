import { analyticsEndpoints } from './analytics'
import { auditEndpoints } from './audit'
import { authEndpoints } from './auth'
import { backupEndpoints } from './backup'
import { contactEndpoints } from './contact'
import { discountsEndpoints } from './discounts'
import { galleryEndpoints } from './gallery'
import { healthEndpoints } from './health'
import type { ContractRoute } from './http/route'
import { newsletterEndpoints } from './newsletter'
import { newsletterEventEndpoints } from './newsletterEvents'
import { notificationsEndpoints } from './notifications'
import { passkeyEndpoints } from './passkeys'
import { privacyEndpoints } from './privacy'
import { secondFactorEndpoints } from './secondFactor'
import { servicesEndpoints } from './services'
import { settingsEndpoints } from './settings'

/**
 * The whole /api contract of SPEC §7, one file per area (the slug table of README.md maps them), each route one
 * declaration (http/route.ts): Payload mounts these, and the OpenAPI document is written from the same list.
 */
export const contractEndpoints: ContractRoute[] = [
  ...authEndpoints,
  ...secondFactorEndpoints,
  ...passkeyEndpoints,
  ...servicesEndpoints,
  ...galleryEndpoints,
  ...settingsEndpoints,
  ...discountsEndpoints,
  ...notificationsEndpoints,
  ...newsletterEndpoints,
  // Beside the contract: the sending services' bounces and complaints (docs/api.md, Newsletter events).
  ...newsletterEventEndpoints,
  ...contactEndpoints,
  ...backupEndpoints,
  ...analyticsEndpoints,
  // Beside the contract: data requests (docs/api.md, Privacy).
  ...privacyEndpoints,
  // Beside the contract: the audit trail, for the owner (docs/api.md, Audit).
  ...auditEndpoints,
  // Beside the contract: liveness and readiness for process managers and load balancers (docs/operations.md).
  ...healthEndpoints,
]
