import { fail } from './envelope'
import { hasToken } from '../../src/lib/requestToken'

/** JSON a visitor may post (contact, newsletter, analytics, login): far above any real form. */
export const PUBLIC_BODY_LIMIT = 64 * 1024
/** JSON staff may post (settings, mailings, Payload's admin panel documents). Files go as multipart, limited apart. */
export const STAFF_BODY_LIMIT = 1024 * 1024

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/** A token in any form, or Payload's session cookie: the larger limit. A forged one still only gets 1 MB. */
const claimsStaff = (headers: Headers): boolean =>
  hasToken(headers) || /(^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')

const bodyLimitFor = (headers: Headers): number => (claimsStaff(headers) ? STAFF_BODY_LIMIT : PUBLIC_BODY_LIMIT)

const tooLarge = (limit: number): Response =>
  fail(413, `The request body is too large (at most ${Math.round(limit / 1024)} kB).`)

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
 * Caps every non-multipart body of the /api mount (the contract and Payload's REST alike) before anything
 * parses it: from Content-Length first, then while streaming, so a huge post costs at most the limit in memory.
 * Multipart uploads keep Payload's own file-size limit (MAX_UPLOAD_BYTES).
 */
export const withBodyLimit =
  <C>(handler: RouteHandler<C>): RouteHandler<C> =>
  async (request, context) => {
    const type = request.headers.get('content-type') ?? ''
    if (!request.body || type.toLowerCase().startsWith('multipart/')) return handler(request, context)
    const limit = bodyLimitFor(request.headers)
    if (Number(request.headers.get('content-length') ?? 0) > limit) return tooLarge(limit)
    const body = await readUpTo(request.body, limit)
    if (!body) return tooLarge(limit)
    const { method, headers, signal } = request
    return handler(new Request(request.url, { method, headers, signal, body }), context)
  }
