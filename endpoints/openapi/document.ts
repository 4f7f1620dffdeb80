import { z } from 'zod'

import { SET_UP_SECOND_FACTOR } from '../../src/lib/contract/secondFactor'
import { reachableDuringSetUp } from '../../src/secondFactor/setUpFirst'
import { INVALID_TOKEN, NO_TOKEN, type RouteDoc, type Success } from '../http/route'

/*
 * The /api contract as an OpenAPI 3.1 document, written from the mounted routes' declarations (endpoints/http/route.ts)
 * with zod 4's own `z.toJSONSchema`: request bodies and queries from the schemas that parse them (their input side),
 * answers from ./answers.ts inside the contract's envelope. Every schema is written inline (no `$ref`), so a
 * client or a test can take one operation's schemas as they are.
 */

type JsonSchema = Record<string, unknown>
type Operation = Record<string, unknown>

/** The three ways a staff token travels (SPEC §6); any one of them is enough. */
const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token from POST /auth/login as `Authorization: Bearer <token>`.',
  },
  accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token', description: 'The same token, bare.' },
  tokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'The same token, bare.' },
} as const

const STAFF_SECURITY = Object.keys(SECURITY_SCHEMES).map((name) => ({ [name]: [] }))

/** What each root holds, as the reference groups the routes. */
const TAGS: Record<string, string> = {
  auth: 'Staff login, logout, profile and password.',
  services: "The salon's treatments.",
  gallery: 'Images and films of the gallery (uploads by staff).',
  settings: 'Site settings in both languages.',
  discounts: 'Time-limited discounts on treatments.',
  notifications: 'Mailings to newsletter subscribers (staff).',
  newsletter: 'Double opt-in sign-up, unsubscribe, and the subscribers (staff).',
  contact: 'The contact form, and the messages (staff).',
  backup: 'Archives of the content (staff).',
  'simple-analytics': 'Visits and booking clicks, and their counts (staff).',
  privacy: 'Data requests about one e-mail address (staff), beside the contract.',
  health: 'Whether the process lives, beside the contract.',
  ready: 'Whether the server can serve, beside the contract.',
}

const INTERNAL = 'Something went wrong on the server. Please try again.'
const DATABASE_DOWN = 'The database does not answer. Please try again shortly.'

type Node = { _zod: { def: { type: string; in?: Node } } }

/** What a preprocess step (src/lib/schemas/contractFields.ts) takes besides its result: a form's text for it. */
const formInput = (result: JsonSchema): JsonSchema => {
  const types = [result.type, ...((result.anyOf as JsonSchema[] | undefined) ?? []).map((option) => option.type)].flat()
  if (types.includes('boolean')) return { enum: [0, 1, '0', '1', 'true', 'false'] }
  if (types.includes('number') || types.includes('integer')) return { type: 'string', description: 'A number as text.' }
  return { const: '' }
}

/** A field read through `z.preprocess` is documented as its result or the forms it is read from. */
const withFormInputs = ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
  const { def } = (zodSchema as Node)._zod
  if (def.type !== 'pipe' || def.in?._zod.def.type !== 'transform') return
  const result = { ...jsonSchema }
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key]
  jsonSchema.anyOf = [result, formInput(result)]
}

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  // `unrepresentable: 'any'`: a custom check is documented in words, and the schema leaves the value open.
  const written = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    ...(io === 'input' ? { override: withFormInputs } : {}),
  }) as JsonSchema
  const { $schema: _, ...rest } = written
  return rest
}

type Check = { _zod: { def: { error?: (issue?: unknown) => unknown; checks?: Check[] } } }

/**
 * The messages a schema answers with when a value does not fit (its own and its checks'), as its endpoint's 400
 * carries them in `error` and `errors`: found while zod walks the schema to write it.
 */
const messagesOf = (schema: z.ZodType): string[] => {
  const messages = new Set<string>()
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema }) => {
      const { error, checks = [] } = (zodSchema as unknown as Check)._zod.def
      for (const message of [error, ...checks.map((check) => check._zod.def.error)]) {
        try {
          const text = message?.()
          if (typeof text === 'string') messages.add(text)
        } catch {
          // A message made from the issue itself: no fixed text to list.
        }
      }
    },
  })
  return [...messages]
}

const successEnvelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { success: { const: true }, data, message: { type: 'string' } },
  required: ['success', 'data'],
  additionalProperties: false,
})

/** The envelope of every failure: a sentence to show, and per field its message when a body did not fit. */
const FAILURE_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    error: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    second_factor_required: {
      const: true,
      description: 'The password was right; send it again with `code` (POST /auth/login).',
    },
    second_factor_setup_required: {
      const: true,
      description: 'The owner requires a second factor: set one up (/auth/second-factor) before anything else.',
    },
  },
  required: ['success', 'error'],
  additionalProperties: false,
}

const failure = (texts: string[]) => ({
  description: texts.map((text) => `- ${text}`).join('\n'),
  content: {
    'application/json': {
      schema: FAILURE_ENVELOPE,
      examples: Object.fromEntries(
        texts.map((error, index) => [`error${index + 1}`, { value: { success: false, error } }]),
      ),
    },
  },
})

type Response = { description: string; content: Record<string, unknown> }

const pages = (texts: Partial<Record<number, string>>): Record<string, Response> =>
  Object.fromEntries(
    Object.entries(texts).map(([status, description = '']) => [
      status,
      { description, content: { 'text/html': { schema: { type: 'string' } } } },
    ]),
  )

const successResponses = (success: Success): Record<string, Response> => {
  if ('html' in success) return pages(success.html)
  if ('file' in success)
    return {
      200: {
        description: success.file,
        content: { [success.mediaType]: { schema: { type: 'string', contentEncoding: 'binary' } } },
      },
    }
  const schema = successEnvelope(toJsonSchema(success.data, 'output'))
  return {
    [success.status ?? 200]: {
      description: success.message ? `${success.description} \`message\`: "${success.message}"` : success.description,
      content: { 'application/json': { schema } },
    },
  }
}

const BODY_TOO_LARGE = 'The request body is too large (at most 64 kB).'
const NOT_MULTIPART = 'Send the body as JSON (application/json): only staff uploads to the gallery are multipart.'

/** The statuses a route answers by its kind: its token, its body, the server's own faults. */
const sharedErrors = (route: RouteDoc): Record<number, string[]> => {
  const errors: Record<number, string[]> = {}
  const add = (status: number, ...texts: string[]) => {
    if (texts.length > 0) errors[status] = [...new Set([...(errors[status] ?? []), ...texts])]
  }
  if (route.body)
    add(
      400,
      'The request body is not valid JSON.',
      'The request body must be a JSON object.',
      ...messagesOf(route.body),
    )
  if (route.query) add(400, ...messagesOf(route.query))
  if (route.staff) add(401, NO_TOKEN, INVALID_TOKEN)
  if (route.staff && !reachableDuringSetUp(route.path)) add(403, SET_UP_SECOND_FACTOR)
  if (route.path.includes('/:')) add(404, 'Not found.')
  if (route.method !== 'get') {
    add(413, route.staff ? 'The request body is too large (at most 1024 kB).' : BODY_TOO_LARGE)
    if (!route.upload) add(415, NOT_MULTIPART)
  }
  if (route.rateLimited) add(429, 'Too many requests. Please try again in N seconds.')
  add(500, INTERNAL)
  add(503, DATABASE_DOWN)
  return errors
}

const errorResponses = (route: RouteDoc): Record<string, Response> => {
  const all = sharedErrors(route)
  for (const [status, texts] of Object.entries(route.errors ?? {})) {
    const code = Number(status)
    all[code] = [...new Set([...(texts ?? []), ...(all[code] ?? [])])]
  }
  return Object.fromEntries(Object.entries(all).map(([status, texts]) => [status, failure(texts)]))
}

/** `/services/:id` → `/services/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]+)/g, '{$1}')

const operationId = (route: RouteDoc): string =>
  route.method +
  route.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1)}` : part))
    .map((part) => part.replace(/(^|[-_])(\w)/g, (_, __, letter: string) => letter.toUpperCase()))
    .join('')

const pathParameters = (route: RouteDoc) =>
  [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))

const queryParameters = (route: RouteDoc) => {
  if (!route.query) return []
  const { shape } = route.query
  const schema = toJsonSchema(route.query, 'input') as { properties?: Record<string, JsonSchema> }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: 'query',
      // What the route does without it, rather than zod's reading of a preprocessed field (always "required").
      required: !shape[name]?.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

const requestBody = (route: RouteDoc) => {
  if (!route.body) return undefined
  const schema = toJsonSchema(route.body, 'input')
  const content: Record<string, unknown> = { 'application/json': { schema } }
  if (route.upload) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' }, ...properties },
      },
    }
  }
  return { required: true, content }
}

/** Each status once; a status answered both as JSON and as a page (a link's) has both media types. */
const responses = (route: RouteDoc): Record<string, Response> => {
  const all: Record<string, Response> = { ...errorResponses(route) }
  for (const part of [successResponses(route.success), pages(route.pages ?? {})])
    for (const [status, response] of Object.entries(part)) {
      const known = all[status]
      all[status] = known
        ? {
            description: `${known.description}\n\n${response.description}`,
            content: { ...known.content, ...response.content },
          }
        : response
    }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => Number(a) - Number(b)))
}

const operation = (route: RouteDoc): Operation => {
  const parameters = [...pathParameters(route), ...queryParameters(route)]
  const body = requestBody(route)
  return {
    operationId: operationId(route),
    tags: [route.path.split('/')[1]],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: route.staff ? STAFF_SECURITY : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  }
}

/** The whole document of the given routes (the contract's: endpoints/index.ts). */
export const buildOpenApiDocument = (routes: readonly RouteDoc[]): Record<string, unknown> => {
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route)
  return {
    openapi: '3.1.1',
    info: {
      title: 'Salong /api',
      version: '1.0.0',
      summary: 'The contract other clients of the salon speak: treatments, gallery, discounts, forms and staff tools.',
      description:
        'Every answer is the envelope `{ success, data?, message?, error?, errors? }`. Staff routes need the ' +
        'token from `POST /auth/login` in any one of three headers: `Authorization: Bearer`, `x-access-token` ' +
        'or `token`. The rules in words (double opt-in, sends exactly once, restore) are in docs/api.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags: [...new Set(routes.map((route) => route.path.split('/')[1]))].map((name) => ({
      name,
      description: TAGS[name] ?? name,
    })),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  }
}
