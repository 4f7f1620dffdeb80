import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { contractEndpoints } from '../../endpoints'
import type { RouteDoc } from '../../endpoints/http/route'
import { contractDocument } from '../../endpoints/openapi/contractDocument'
import { openApiPath } from '../../endpoints/openapi/document'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Every public route, with requests generated from the OpenAPI document's request schemas (fast-check), some of
 * them mutated: whether a body is valid is decided by the schema the route validates with. A valid one is accepted
 * (never refused as invalid), an invalid one gets a 4xx in the envelope with a sentence, and nothing is a 5xx;
 * rest() checks every answer against the document besides (a documented status, shape and media type).
 */

type JsonSchema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  items?: JsonSchema
  minItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
}
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
}

const RUNS_PER_ROUTE = 14
/** Ids that are no record's: numbers, ObjectId-like and odd texts (one path segment each, never `.` or `/`). */
const ID_TEXT = fc.string({ unit: fc.constantFrom(...'abcdef0123456789-_~öé€💅 '), minLength: 1, maxLength: 24 })
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzåäö0123456789 -']

/** Values of the JSON Schema (mostly: a pattern or a length is kept, a custom check of the route may not be). */
const valueOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valueOf))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  const minLength = schema.minLength ?? 0
  switch (type) {
    case 'string':
      if (schema.pattern) {
        const matching = fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity))
        // An address's pattern is loose: real addresses too, which the model's own rule also takes.
        return schema.pattern.includes('@') ? fc.oneof(fc.emailAddress({ size: 'small' }), matching) : matching
      }
      return fc.string({
        unit: fc.constantFrom(...LETTERS),
        minLength,
        maxLength: Math.min(schema.maxLength ?? 40, minLength + 40),
      })
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + 1
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 100_000) - 1
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valueOf(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: 3 })
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, valueOf(value)])),
        { requiredKeys: schema.required ?? [] },
      )
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null))
  }
}

/** A value of another JSON type than the schema's. */
const wrongType = fc.constantFrom<unknown>(42, -1.5, true, [], ['a'], {}, { $gt: '' }, 'text', null)

/** A generated body made bad in one way: not an object, a required field gone, one of another type or too long. */
const mutated = (schema: JsonSchema, body: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => {
  const fields = Object.keys(schema.properties ?? {})
  const withField = (change: (body: Record<string, unknown>, field: string) => fc.Arbitrary<unknown>) =>
    fields.length === 0
      ? fc.constant<unknown>([])
      : fc
          .tuple(body, fc.constantFrom(...fields))
          .chain(([valid, field]) => change({ ...(valid as Record<string, unknown>) }, field))
  return fc.oneof(
    fc.constantFrom<unknown>(null, [], [1, 2], 'text', 42, true),
    withField((copy, field) => {
      delete copy[field]
      return fc.constant(copy)
    }),
    withField((copy, field) => wrongType.map((value) => ({ ...copy, [field]: value }))),
    withField((copy, field) => {
      const max = schema.properties?.[field]?.maxLength
      return fc.constant({ ...copy, [field]: 'x'.repeat((max ?? 5000) + 1) })
    }),
  )
}

type Sent = { path: string; body?: unknown; mutated: boolean }

/** A request to one route: its path parameters, some of its query parameters, and a body valid or mutated. */
const requestTo = (route: RouteDoc, operation: Operation): fc.Arbitrary<Sent> => {
  const parameters = operation.parameters ?? []
  const path = fc
    .tuple(
      ...parameters
        .filter((parameter) => parameter.in === 'path')
        .map(() => fc.oneof(fc.integer({ min: 1, max: 10 ** 6 }).map(String), ID_TEXT)),
    )
    .map((ids) => {
      let filled = openApiPath(route.path)
      for (const id of ids) filled = filled.replace(/\{[^}]+\}/, encodeURIComponent(id))
      return `/api${filled}`
    })
  const query = fc.record(
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, valueOf(parameter.schema).map(String)]),
    ),
    { requiredKeys: [] },
  )
  const schema = operation.requestBody?.content['application/json'].schema
  const body = schema
    ? fc.oneof(
        valueOf(schema).map((value) => ({ body: value, mutated: false })),
        mutated(schema, valueOf(schema)).map((value) => ({ body: value, mutated: true })),
      )
    : fc.constant({ body: undefined, mutated: false })
  return fc.tuple(path, query, body).map(([address, parameters, sent]) => {
    const search = new URLSearchParams(parameters as Record<string, string>).toString()
    return { path: search ? `${address}?${search}` : address, ...sent }
  })
}

const isJson = (contentType: string | null) => (contentType ?? '').startsWith('application/json')

beforeAll(async () => {
  await testPayload()
})

describe('every public route, with requests generated from the document', () => {
  const { paths } = contractDocument() as { paths: Record<string, Record<string, Operation>> }
  const publicRoutes = contractEndpoints.map((endpoint) => endpoint.custom.doc).filter((route) => !route.staff)

  let client = 0
  it.each(publicRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: accepts valid requests, refuses invalid ones with a 4xx in the envelope, never a 5xx',
    async (_, route) => {
      const operation = paths[openApiPath(route.path)][route.method]
      let validSent = 0
      await fc.assert(
        fc.asyncProperty(requestTo(route, operation), async (sent) => {
          // Each request from its own address: the rate limits count per address and are not what is tested.
          client++
          const address = `10.77.${(client >> 8) & 255}.${client & 255}`
          const response = await rest(route.method.toUpperCase() as 'GET', sent.path, {
            body: sent.body,
            headers: { 'x-forwarded-for': address },
          })
          const label = `${sent.path} ${sent.mutated ? 'mutated' : 'generated'} ${JSON.stringify(sent.body)}`
          expect(response.status, label).toBeLessThan(500)
          const valid = route.body ? route.body.safeParse(sent.body).success : true
          if (!valid) {
            expect(response.status, label).toBeGreaterThanOrEqual(400)
            if (isJson(response.headers.get('content-type'))) {
              expect(response.body.success, label).toBe(false)
              expect(response.body.error, label).toMatch(/\w{3}/)
            }
          } else {
            validSent++
            // Accepted: answered by what the route does with it (a login may still be refused), never as invalid.
            expect(response.status, label).not.toBe(400)
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 0x5a10e6 + publicRoutes.indexOf(route) },
      )
      // The generated requests include valid ones, so "accepted" was put to the test too.
      expect(validSent).toBeGreaterThan(0)
    },
    120_000,
  )
})
