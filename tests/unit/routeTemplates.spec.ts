import { describe, expect, it } from 'vitest'

import { OTHER_ROUTE, routeOf, routeTable } from '../../src/lib/observability/routeTemplates.mjs'

// The request log's and the metrics' `route`: a template with a bounded set of values, never a raw path.
const table = routeTable({
  templates: [
    '/api/services',
    '/api/services/:id',
    '/api/treatments/:id',
    '/api/treatments/versions',
    '/api/treatments/versions/:id',
    '/api/media/file/:filename',
    '/api/users/access/:id?',
    '/api/health',
  ],
  exact: [
    ['/', '/'],
    ['/en', '/[lang]'],
    ['/integritet', '/[lang]/[legal]'],
    ['/en/privacy', '/[lang]/[legal]'],
    ['/admin', '/admin/[[...segments]]'],
  ],
  prefixes: [['/icons/', '/icons/:file']],
})

describe('the route template of a raw path', () => {
  it.each([
    ['/api/services/42', '/api/services/:id'],
    ['/api/services/6650f1c2a4b5c6d7e8f90123', '/api/services/:id'],
    ['/api/services', '/api/services'],
    ['/api/services/', '/api/services'],
    ['/api/treatments/versions', '/api/treatments/versions'],
    ['/api/treatments/versions/7', '/api/treatments/versions/:id'],
    ['/api/media/file/hero-portrait-640x960.webp', '/api/media/file/:filename'],
    ['/api/users/access', '/api/users/access'],
    ['/api/users/access/3', '/api/users/access/:id'],
    ['/en', '/[lang]'],
    ['/', '/'],
    ['/en/privacy', '/[lang]/[legal]'],
    ['/_next/static/chunks/app-4f1e2a.js', '/_next/static/:file'],
    ['/_next/image', '/_next/image'],
    ['/admin', '/admin/[[...segments]]'],
    ['/admin/collections/treatments/12', '/admin/[[...segments]]'],
    ['/icons/icon-192.png', '/icons/:file'],
  ])('%s is %s', (path, template) => {
    expect(routeOf(path, table)).toBe(template)
  })

  it('names every path no route takes `other`, ids and names included', () => {
    for (const path of [
      '/wp-login.php',
      '/api/nope',
      '/api/services/1/2/3',
      '/en/privacy/x',
      '/.env',
      '/anna@example.se',
    ])
      expect(routeOf(path, table), path).toBe(OTHER_ROUTE)
  })

  it('2 000 random paths give no more templates than the table has', () => {
    const random = () => Math.random().toString(36).slice(2)
    const paths = Array.from(
      { length: 2_000 },
      (_, n) =>
        [`/${random()}`, `/api/${random()}/${random()}`, `/api/services/${random()}`, `/${random()}/${random()}`][
          n % 4
        ],
    )
    expect(new Set(paths.map((path) => routeOf(path, table)))).toEqual(new Set([OTHER_ROUTE, '/api/services/:id']))
  })

  it('before the site has published its routes, only the fixed prefixes are known', () => {
    expect(routeOf('/_next/static/x.js', undefined)).toBe('/_next/static/:file')
    expect(routeOf('/api/services/1', undefined)).toBe(OTHER_ROUTE)
  })
})
