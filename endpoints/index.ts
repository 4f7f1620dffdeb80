import type { Endpoint } from 'payload'

import { settingsEndpoints } from './settings'

/** The whole /api contract of SPEC §7, one file per area (the slug table of DESIGN.md maps them). */
export const contractEndpoints: Endpoint[] = [...settingsEndpoints]
