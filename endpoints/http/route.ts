import type { Endpoint, Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { fail } from './envelope'
import { readBody, readQuery } from './input'
import type { Upload } from './multipartForm'
import { toErrorResponse } from './toErrorResponse'
import { readUploadBody } from './uploadBody'
import { NO_AUTH_TOKEN } from '../../src/lib/analyticsStats'
import { hasToken } from '../../src/lib/requestToken'
import { isAnonymous } from '../../src/platform/publicCache'
import { blockedUntilSecondFactor } from '../../src/secondFactor/setUpFirst'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Answer = Promise<Response> | Response

/** SPEC §8's text, one constant for the server's guard and the browser's client. */
export const NO_TOKEN = NO_AUTH_TOKEN
export const INVALID_TOKEN = 'Invalid or expired token. Please log in again.'

/** What a route answers when it succeeds: the envelope's `data` (JSON), a page (HTML) or a file. */
export type Success =
  | { status?: 200 | 201; data: z.ZodType; message?: string; description: string }
  | { html: Partial<Record<number, string>> }
  | { file: string; mediaType: string }

/**
 * A route as the OpenAPI document tells it (endpoints/openapi/document.ts): the declaration without its code. The
 * statuses every route of a kind shares (a staff route's 401, a body's 400 with each message of its schema, 413
 * and 415, 429 of a limited route, 500 and 503) are added by the document; `errors` lists the route's own.
 */
export type RouteDoc = {
  method: Method
  /** As Payload mounts it: `/services/:id`. */
  path: string
  summary: string
  description?: string
  /** A staff token is needed (SPEC §6): any of the three headers; 401 without one. */
  staff?: boolean
  /** The query parameters, each property one; parsed before the handler runs (400 with field errors). */
  query?: z.ZodObject
  /** The JSON body, parsed before the handler runs (400 with field errors, and for no JSON object). */
  body?: z.ZodType
  /** The body may also be multipart/form-data with a `file`, its other fields checked by `body` (the gallery). */
  upload?: boolean
  success: Success
  /** HTML pages the route answers beside its JSON (the newsletter's e-mail links), per status. */
  pages?: Partial<Record<number, string>>
  /** The route's own failures, each status with what it says (the constants its handler throws). */
  errors?: Partial<Record<number, string[]>>
  /** Counted per client address: 429 when over (set from `rateLimit`). */
  rateLimited?: boolean
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a visitor's read is given: no request (the answer is everyone's), the query as the schema parsed it. */
type VisitorInput<Q> = { payload: Payload; query: Parsed<Q> }

/** A public read's answer to a visitor, from the public cache: the same for everyone without a signed-in user. */
export type VisitorRead = (input: { payload: Payload; query: unknown }) => Answer

/** What a handler is given: the request, its query and body as the declaration's schemas parsed them. */
type RouteInput<Q, B, F> = {
  req: PayloadRequest
  query: Parsed<Q>
  body: Parsed<B>
  /** An upload route's file, when one was sent. */
  file?: Upload
  /** What `find` found. */
  found: F
}

export type RouteDeclaration<Q extends z.ZodObject | undefined, B extends z.ZodType | undefined, F> = Omit<
  RouteDoc,
  'query' | 'body' | 'rateLimited'
> & {
  query?: Q
  body?: B
  /** A limiter from src/platform/rateLimit.ts, counted before anything is read (its 429 is documented). */
  rateLimit?: (req: PayloadRequest) => Promise<void>
  /** Answers the request before the limit and the input are read when it returns a Response (a mail's link). */
  onRequest?: (req: PayloadRequest) => Promise<Response | undefined> | Response | undefined
  /** Looks up what the route acts on before its input is read, so a missing one is 404 whatever was sent. */
  find?: (req: PayloadRequest) => Promise<F> | F
  /**
   * A public read's answer to anyone not signed in (no token, or a bad, expired or logged-out one); `handler` then
   * answers staff only. A request with no token at all gets it before Payload's dispatch (http/visitorReads.ts).
   * For a route without `staff`, `onRequest`, `rateLimit`, `find` or a body.
   */
  visitor?: (input: VisitorInput<Q>) => Answer
  handler: (input: RouteInput<Q, B, F>) => Answer
}

/**
 * A mounted route: Payload's endpoint, with the declaration the document is written from, and a public read's
 * answer to visitors.
 */
export type ContractRoute = Endpoint & { custom: { doc: RouteDoc; visitor?: VisitorRead } }

/**
 * One route, declared once (Fastify's route `schema`, Hono's `createRoute` + handler):
 *
 *   route({
 *     method: 'put', path: '/services/:id', staff: true, summary: 'Change a treatment',
 *     find: (req) => existing(req, routeId(req)),        // optional: before the input (404 before 400)
 *     body: serviceUpdateSchema,                          // parsed here; a 400 with field errors when it does not fit
 *     success: { data: serviceAnswer, description: 'The treatment as it is now.' },
 *     errors: { 404: [NOT_FOUND] },                       // the route's own, by the constants it throws
 *     handler: async ({ req, body, found }) => ok(…),     // body typed from the schema
 *   })
 *
 * In order: the staff guard (401), `onRequest`, `rateLimit`, `find`, the query, `visitor` when nobody is signed
 * in, the body (`upload: true`: multipart with a `file` too), the handler. Every thrown error becomes the envelope
 * (toErrorResponse.ts). The OpenAPI document is written from `custom.doc` of the mounted routes, the very record
 * whose schemas parse the input.
 */
export const route = <
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F = undefined,
>(
  declaration: RouteDeclaration<Q, B, F>,
): ContractRoute => {
  const { handler, visitor, rateLimit, onRequest, find, ...described } = declaration
  const doc: RouteDoc = { ...described, ...(rateLimit ? { rateLimited: true } : {}) }
  const run = async (req: PayloadRequest): Promise<Response> => {
    // Payload has already authenticated the token (all three header forms) when a handler runs.
    if (doc.staff && !req.user) return fail(401, hasToken(req.headers) ? INVALID_TOKEN : NO_TOKEN)
    // A member the owner requires to set up a second factor reaches only their profile and the factor's routes.
    const setUpFirst = doc.staff && (await blockedUntilSecondFactor(req))
    if (setUpFirst) return setUpFirst
    const early = await onRequest?.(req)
    if (early) return early
    await rateLimit?.(req)
    const found = (await find?.(req)) as F
    const query = doc.query && readQuery(req, doc.query)
    if (visitor && isAnonymous(req)) return visitor({ payload: req.payload, query } as VisitorInput<Q>)
    const { body, file } = !doc.body
      ? {}
      : doc.upload
        ? await readUploadBody(req, doc.body)
        : { body: await readBody(req, doc.body) }
    return handler({ req, query, body, file, found } as RouteInput<Q, B, F>)
  }
  return {
    method: doc.method,
    path: doc.path,
    handler: async (req) => {
      try {
        return await run(req)
      } catch (error) {
        return toErrorResponse(error, req)
      }
    },
    custom: { doc, ...(visitor ? { visitor: visitor as VisitorRead } : {}) },
  }
}
