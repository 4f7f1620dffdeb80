import {
  APIError,
  type Collection,
  executeAuthStrategies,
  getPayload,
  type Payload,
  type SanitizedConfig,
} from 'payload'

import { fail } from './envelope'
import { readMultipartForm } from './multipartForm'
import { INVALID_TOKEN, NO_TOKEN } from './route'
import { hasToken } from '../../src/lib/requestToken'
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_TOO_LARGE } from '../../src/lib/uploadLimits'
import { ApiError } from '../../src/platform/apiError'

/** JSON a visitor may post (contact, newsletter, analytics, login): far above any real form. */
export const PUBLIC_BODY_LIMIT = 64 * 1024
/** JSON staff may post (settings, mailings, Payload's admin panel documents). Files go as multipart, limited apart. */
export const STAFF_BODY_LIMIT = 1024 * 1024

const NOT_MULTIPART = 'Send the body as JSON (application/json): only staff uploads to the gallery are multipart.'

type RouteContext = { params: Promise<{ slug?: string[] }> }
type RouteHandler<C extends RouteContext> = (request: Request, context: C) => Promise<Response>
/** How much of a body may be read, or the answer that refuses it unread. */
type BodyRule = { limit: number; tooLarge: string; expiredToken?: boolean } | { refusal: Response }

/** The panel's forms a visitor sends before logging in; like every form of Payload's panel, they are multipart. */
const ANONYMOUS_PANEL_FORMS = new Set(['login', 'forgot-password', 'reset-password', 'first-register'])

const isMultipart = (headers: Headers): boolean =>
  (headers.get('content-type') ?? '').trim().toLowerCase().startsWith('multipart/')

const tooLarge = (limit: number) => `The request body is too large (at most ${Math.round(limit / 1024)} kB).`

/** A token in any form, or Payload's session cookie: worth checking before a larger limit is granted. */
const claimsStaff = (headers: Headers): boolean =>
  hasToken(headers) || /(^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')

/** The staff member the request's token or cookie names, by Payload's own strategies; null for none or a bad one. */
export const staffUser = async (payload: Payload, headers: Headers): Promise<unknown> => {
  if (!claimsStaff(headers)) return null
  try {
    return (await executeAuthStrategies({ headers, payload })).user
  } catch {
    return null
  }
}

const collection = (payload: Payload, slug: string): Collection | undefined =>
  (payload.collections as Record<string, Collection | undefined>)[slug]

/**
 * The routes that take a file: Payload's REST create and update of an upload collection (`media`), and the
 * contract's gallery (SPEC §7). Decided on the path as Payload will route it (Next's decoded segments).
 */
const takesUpload = (payload: Payload, method: string, [root, id, ...rest]: string[]): boolean => {
  if (rest.length > 0) return false
  if (root === 'gallery') return id === undefined ? method === 'POST' : method === 'PUT'
  if (!collection(payload, root)?.config.upload) return false
  return id === undefined ? method === 'POST' : method === 'PATCH'
}

/** Payload's own REST (a collection or a global), where the panel saves documents as multipart. */
const isPayloadRest = (payload: Payload, [root]: string[]): boolean =>
  root === 'globals' || collection(payload, root) !== undefined

const isAnonymousPanelForm = (payload: Payload, method: string, [root, form, ...rest]: string[]): boolean =>
  method === 'POST' &&
  rest.length === 0 &&
  Boolean(collection(payload, root)?.config.auth) &&
  ANONYMOUS_PANEL_FORMS.has(form ?? '')

const bodyRule = async (payload: Payload, request: Request, segments: string[]): Promise<BodyRule> => {
  const { method, headers } = request
  const user = await staffUser(payload, headers)
  if (!isMultipart(headers)) {
    const limit = user ? STAFF_BODY_LIMIT : PUBLIC_BODY_LIMIT
    // Staff whose session ran out while writing a long text hear that, not that the text is too long.
    return { limit, tooLarge: tooLarge(limit), expiredToken: !user && claimsStaff(headers) }
  }
  if (takesUpload(payload, method, segments)) {
    if (user) return { limit: MAX_UPLOAD_BODY_BYTES, tooLarge: UPLOAD_TOO_LARGE }
    return { refusal: fail(401, hasToken(headers) ? INVALID_TOKEN : NO_TOKEN) }
  }
  if (user && isPayloadRest(payload, segments)) return { limit: STAFF_BODY_LIMIT, tooLarge: tooLarge(STAFF_BODY_LIMIT) }
  if (!user && isAnonymousPanelForm(payload, method, segments)) {
    return { limit: PUBLIC_BODY_LIMIT, tooLarge: tooLarge(PUBLIC_BODY_LIMIT) }
  }
  return { refusal: fail(415, NOT_MULTIPART) }
}

/** Reads a stream up to `limit` bytes; null as soon as it goes over (the rest is never read). */
const readUpTo = async (body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> => {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * A small multipart body (a panel form, at most 1 MB) is read once here with Payload's limits, so that a broken
 * one, or one whose `_payload` is not JSON, is a 400 (or 413) in the envelope: Payload's parser would answer it 500.
 */
const formProblem = async (url: string, headers: Headers, body: Uint8Array<ArrayBuffer>): Promise<Response | null> => {
  try {
    const { fields } = await readMultipartForm(
      new Request(url, { method: 'POST', headers, body }),
      tooLarge(body.length),
    )
    if (typeof fields._payload === 'string') JSON.parse(fields._payload)
    return null
  } catch (error) {
    if (error instanceof ApiError) return fail(error.status, error.message)
    return fail(400, 'The form could not be read: its _payload field is not valid JSON.')
  }
}

/**
 * A multipart body passed on as a stream (an upload is not held in memory twice) that fails its reader with 413
 * (Payload's APIError, which its parser and the contract's both answer as such) once it passes the limit.
 */
const cappedStream = (body: ReadableStream<Uint8Array>, limit: number, message: string): ReadableStream<Uint8Array> => {
  let size = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limit) controller.error(new APIError(message, 413))
        else controller.enqueue(chunk)
      },
    }),
  )
}

/**
 * Caps every body of the /api mount (the contract and Payload's REST alike) before anything reads it. Who is asking
 * is settled first (Payload's own strategies, only when a token or cookie is sent), then what may be sent:
 * - JSON and other bodies: 64 kB from a visitor, 1 MB from staff, read into memory up to that and no further;
 * - multipart: an upload (one file, MAX_UPLOAD_BODY_BYTES in all) only on the routes that take one and only from
 *   staff; the panel's multipart saves from staff (1 MB) and its login forms from visitors (64 kB); anything else is
 *   refused at once with 415, its body unread. Payload's parser adds busboy's limits (payload.config.ts `upload`).
 * A declared Content-Length over the limit is refused before reading; a body without one is cut off where it passes.
 */
export const withBodyLimit =
  <C extends RouteContext>(handler: RouteHandler<C>, config: Promise<SanitizedConfig>): RouteHandler<C> =>
  async (request, context) => {
    if (!request.body) return handler(request, context)
    const payload = await getPayload({ config })
    const rule = await bodyRule(payload, request, (await context.params).slug ?? [])
    if ('refusal' in rule) return rule.refusal
    const overLimit = () => (rule.expiredToken ? fail(401, INVALID_TOKEN) : fail(413, rule.tooLarge))
    if (Number(request.headers.get('content-length') ?? 0) > rule.limit) return overLimit()
    const { method, headers, signal } = request
    if (rule.limit > STAFF_BODY_LIMIT) {
      const body = cappedStream(request.body, rule.limit, rule.tooLarge)
      return handler(
        new Request(request.url, { method, headers, signal, body, duplex: 'half' } as RequestInit),
        context,
      )
    }
    const body = await readUpTo(request.body, rule.limit)
    if (!body) return overLimit()
    const broken = isMultipart(headers) ? await formProblem(request.url, headers, body) : null
    return broken ?? handler(new Request(request.url, { method, headers, signal, body }), context)
  }
