import type { SanitizedConfig } from 'payload'

import { sitePagePaths } from '../legalPaths'
import { LOCALES, DEFAULT_LOCALE } from '../locales'

const LANGUAGE_PAGES = new Set(LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`)))

/** A page's address with the name of the route that renders it: `/` itself, `/en` → `/[lang]`, legal pages. */
const pageRoute = (path: string): [string, string] => [
  path,
  path === '/' ? '/' : LANGUAGE_PAGES.has(path) ? '/[lang]' : '/[lang]/[legal]',
]

/**
 * The site's routes for the request log and the metrics (./routeTemplates.mjs): its pages, and every endpoint
 * Payload serves under `/api`, the contract's (`/api/services/:id`) and Payload's own REST
 * (`/api/treatments/:id`, `/api/media/file/:filename`, `/api/globals/settings`) as the configuration declares them.
 */
export const siteRoutes = (config: SanitizedConfig) => ({
  exact: sitePagePaths().map(pageRoute),
  templates: [
    ...(config.endpoints || []).map((endpoint) => `/api${endpoint.path}`),
    ...config.collections.flatMap((collection) =>
      (collection.endpoints || []).map((endpoint) => `/api/${collection.slug}${endpoint.path}`),
    ),
    ...config.globals.flatMap((global) =>
      (global.endpoints || []).map((endpoint) => `/api/globals/${global.slug}${endpoint.path}`),
    ),
  ],
})
