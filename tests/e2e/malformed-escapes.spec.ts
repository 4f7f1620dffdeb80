import { expect, staffHeaders, test } from './support'

/** Percent-escapes that are not UTF-8: a cut three-byte sequence, a lone byte, a lead byte without its follower. */
const MALFORMED = ['%E0%A4%A', '%FF', '%C3', '%ED%A0%80']
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

type OpenApi = { paths: Record<string, Record<string, unknown>> }
type Access = { collections: Record<string, unknown>; globals: Record<string, unknown> }

/** Payload's REST routes of every collection and global (its panel's API), with `{param}` where a value goes. */
const payloadRoutes = ({ collections, globals }: Access): string[] => [
  ...Object.keys(collections).flatMap((slug) => [
    `/api/${slug}/{id}`,
    `/api/${slug}/versions/{id}`,
    `/api/${slug}/access/{id}`,
    `/api/${slug}/file/{filename}`,
    `/api/${slug}/{segment}/count`,
  ]),
  ...Object.keys(globals).flatMap((slug) => [`/api/globals/${slug}/{segment}`, `/api/globals/${slug}/versions/{id}`]),
  '/api/payload-preferences/{key}',
  '/api/{segment}',
]

/** Each route with every `{param}` in turn, and its last segment, made one malformed escape. */
const malformedAddresses = (routes: string[]): string[] =>
  routes.flatMap((route) =>
    MALFORMED.flatMap((bad) => {
      const params = route.match(/\{\w+\}/g) ?? []
      const withParam = params.map((param) => route.replace(param, bad).replace(/\{\w+\}/g, 'x'))
      const segments = route.replace(/\{\w+\}/g, 'x').split('/')
      const lastSegment = [...segments.slice(0, -1), `${segments.at(-1)}${bad}`].join('/')
      return [...withParam, lastSegment]
    }),
  )

test('a malformed percent-escape in any /api path is 404 in the envelope, never 500 (issue 51)', async ({
  request,
}) => {
  const staff = await staffHeaders(request)
  const contract = Object.keys(((await (await request.get('/api/openapi.json')).json()) as OpenApi).paths).map(
    (path) => `/api${path}`,
  )
  const access = (await (await request.get('/api/access', { headers: staff })).json()) as Access
  const addresses = [...new Set(malformedAddresses([...contract, ...payloadRoutes(access)]))]
  expect(addresses.length).toBeGreaterThan(400)

  const failures: string[] = []
  for (const address of addresses) {
    for (const method of METHODS) {
      for (const headers of [staff, {}]) {
        const response = await request.fetch(address, { method, headers, data: method === 'GET' ? undefined : {} })
        const body = await response.json().catch(() => null)
        if (response.status() !== 404 || body?.success !== false || body?.error !== 'Not found.')
          failures.push(`${method} ${address} → ${response.status()} ${JSON.stringify(body)?.slice(0, 80)}`)
      }
    }
  }
  expect(failures).toEqual([])
})

test('a malformed escape elsewhere is a plain 400, and a well-formed one still reaches its route', async ({
  request,
}) => {
  for (const address of ['/admin/%FF', '/%E0%A4%A', '/en/%C3']) {
    const response = await request.get(address)
    expect(response.status(), address).toBe(400)
  }
  // `%25` is a percent sign, decoded once: the service id `%` names nothing, in the route's own words.
  expect(await (await request.get('/api/services/%25')).json()).toEqual({
    success: false,
    error: 'Service not found.',
  })
  expect((await request.get('/api/services/categories/list')).status()).toBe(200)
})
