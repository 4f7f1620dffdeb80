import type { Endpoint } from 'payload'

import { analyticsEndpoints } from './analytics'
import { authEndpoints } from './auth'
import { discountsEndpoints } from './discounts'
import { galleryEndpoints } from './gallery'
import { servicesEndpoints } from './services'
import { settingsEndpoints } from './settings'

/** The whole /api contract of SPEC §7, one file per area (the slug table of DESIGN.md maps them). */
export const contractEndpoints: Endpoint[] = [
  ...authEndpoints,
  ...servicesEndpoints,
  ...galleryEndpoints,
  ...settingsEndpoints,
  ...discountsEndpoints,
  ...analyticsEndpoints,
]
