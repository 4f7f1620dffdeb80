// The routes the build and the public folder serve, for the request log's and the metrics' route templates
// (src/lib/observability/routeTemplates.mjs): Next's static routes by name (`/sitemap.xml`, `/api/openapi.json`),
// each top-level public file by name, and what is under a public folder as `/<folder>/:file`. The site adds its
// pages and endpoints when it starts (src/instrumentation.ts).
import fs from 'node:fs'
import path from 'node:path'

/**
 * @param {string} root the folder `npm start` runs in
 * @returns {{ exact: [string, string][], prefixes: [string, string][] }}
 */
export const serverRoutes = (root) => {
  const manifest = path.join(root, '.next', 'routes-manifest.json')
  /** @type {{ staticRoutes?: { page: string }[] }} */
  const routes = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : {}
  const staticPages = (routes.staticRoutes ?? []).map(({ page }) => page).filter((page) => !page.startsWith('/_'))
  const publicDir = path.join(root, 'public')
  const entries = fs.existsSync(publicDir) ? fs.readdirSync(publicDir, { withFileTypes: true }) : []
  return {
    exact: [
      ...staticPages.map((page) => /** @type {[string, string]} */ ([page, page])),
      ...entries
        .filter((entry) => entry.isFile())
        .map((entry) => /** @type {[string, string]} */ ([`/${entry.name}`, `/${entry.name}`])),
      ['/admin', '/admin/[[...segments]]'],
    ],
    prefixes: entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => /** @type {[string, string]} */ ([`/${entry.name}/`, `/${entry.name}/:file`])),
  }
}
