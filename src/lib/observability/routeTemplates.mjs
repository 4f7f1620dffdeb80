/**
 * The route a request took, as a template (`/api/services/:id`, `/[lang]`, `/api/media/file/:filename`), never the
 * raw path with its ids, file names or query: what the request log and the metrics' `route` label name, so a
 * label has a bounded set of values however many paths are asked for (a scanner's 10 000 random paths are all
 * `other`). The site publishes its routes once it has started (src/instrumentation.ts: its pages and every
 * endpoint of Payload's configuration, the contract's among them); the server adds its build's fixed files.
 */

const SLOT = Symbol.for('salong.routeTemplates')

/** Any path no route takes. */
export const OTHER_ROUTE = 'other'

/** Parts of the address space no route table lists one by one, by prefix. */
const PREFIXES = [
  ['/_next/static/', '/_next/static/:file'],
  ['/_next/image', '/_next/image'],
  ['/_next/', '/_next/:path'],
  ['/admin/', '/admin/[[...segments]]'],
]

/** @typedef {{ exact: Map<string, string>, patterns: Map<number, { segments: string[], template: string }[]>, prefixes: string[][] }} RouteTable */

/** `/access/:id?` is `/access` and `/access/:id`. */
const withoutOptional = (/** @type {string} */ template) =>
  /\/:[^/]+\?$/.test(template) ? [template.replace(/\/:[^/]+\?$/, '') || '/', template.slice(0, -1)] : [template]

const trimmed = (/** @type {string} */ path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/**
 * A table from templates (`/api/services/:id`), exact paths with their route's name (`['/en', '/[lang]']`) and
 * prefixes (`['/icons/', '/icons/:file']`).
 * @param {{ templates?: string[], exact?: [string, string][], prefixes?: [string, string][] }} routes
 * @returns {RouteTable}
 */
export const routeTable = ({ templates = [], exact = [], prefixes = [] }) => {
  /** @type {RouteTable} */
  const table = { exact: new Map(exact), patterns: new Map(), prefixes: [...prefixes, ...PREFIXES] }
  for (const template of templates.flatMap(withoutOptional).map(trimmed)) {
    if (template.includes('*')) continue
    if (!template.includes('/:')) {
      table.exact.set(template, template)
      continue
    }
    const segments = template.split('/')
    const list = table.patterns.get(segments.length) ?? []
    if (!list.some((known) => known.template === template)) list.push({ segments, template })
    table.patterns.set(segments.length, list)
  }
  // The most literal first: `/api/services/versions` before `/api/services/:id`.
  const params = (/** @type {{ segments: string[] }} */ { segments }) =>
    segments.filter((part) => part.startsWith(':')).length
  for (const list of table.patterns.values()) list.sort((a, b) => params(a) - params(b))
  return table
}

/**
 * The template of `pathname` (no query) in `table`.
 * @param {string} pathname
 * @param {RouteTable | undefined} table
 */
export const routeOf = (pathname, table) => {
  const path = trimmed(pathname)
  if (table) {
    const exact = table.exact.get(path)
    if (exact) return exact
    const segments = path.split('/')
    for (const { segments: pattern, template } of table.patterns.get(segments.length) ?? []) {
      if (pattern.every((part, at) => part === segments[at] || (part.startsWith(':') && segments[at] !== ''))) {
        return template
      }
    }
  }
  for (const [prefix, template] of table?.prefixes ?? PREFIXES) if (path.startsWith(prefix)) return template
  return OTHER_ROUTE
}

/**
 * Makes `routes` the process's table (both the site's and the server's parts are merged in).
 * @param {{ templates?: string[], exact?: [string, string][], prefixes?: [string, string][] }} routes
 */
export const publishRoutes = (routes) => {
  const known = /** @type {{ routes?: typeof routes }} */ (globalThis[SLOT] ?? {})
  const merged = {
    templates: [...(known.routes?.templates ?? []), ...(routes.templates ?? [])],
    exact: [...(known.routes?.exact ?? []), ...(routes.exact ?? [])],
    prefixes: [...(known.routes?.prefixes ?? []), ...(routes.prefixes ?? [])],
  }
  globalThis[SLOT] = { routes: merged, table: routeTable(merged) }
}

/** The template of `pathname` in the process's table. */
export const routeOfRequest = (/** @type {string} */ pathname) => routeOf(pathname, globalThis[SLOT]?.table)
