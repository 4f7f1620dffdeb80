import { Readable } from 'node:stream'
import { type CollectionConfig, headersWithCors, NotFound, type PayloadRequest } from 'payload'
import { parseRangeHeader } from 'payload/internal'

import { DECLARED_CONTENT_LENGTH } from '../../src/lib/declaredContentLength.mjs'
import { mediaTypeOfName } from '../../src/lib/mediaTypes'
import { mediaFileHeaders } from '../../src/lib/securityHeaders'
import { mediaStore } from '../../src/platform/mediaStore'

/**
 * How long a browser keeps a media file without asking. A replaced file gets a new name (Payload never reuses the
 * name of a file it still holds), so an address rarely changes content; after a day the browser asks again and the
 * ETag answers 304 without the bytes. Only a visitor's answer (a file anyone may see) may be kept by a shared cache:
 * one to staff may be an inactive item's, so it stays in that browser.
 */
const cacheControl = (req: PayloadRequest): string => `${req.user ? 'private' : 'public'}, max-age=86400`

type UploadHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

/** Whether the browser's copy is current: `If-None-Match` decides when sent, else `If-Modified-Since`. */
const notModified = (headers: Headers, etag: string, modified: Date): boolean => {
  const match = headers.get('if-none-match')
  if (match) return match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000)
}

/**
 * Serves an upload from where media live (the media folder, or the bucket: src/platform/mediaStore.ts) with what Payload's own file route lacks: `ETag`/`Last-Modified`
 * answered with 304, and `Cache-Control`; ranges (films) as Payload does. It answers every request Payload's access
 * check lets through (a visitor asking for a name no public item has is refused there, 403): a name of a kind media
 * does not hold (src/lib/mediaTypes.ts), or of no file, is 404 (Payload's route would answer a missing file 500). The type is the name's, never sniffed, and the file carries its sandboxing policy
 * (src/lib/securityHeaders.ts). Next drops a route handler's `Content-Length`; the production server restores it from
 * the declared length (server/declaredContentLength.mjs).
 */
export const serveMediaFile = (): UploadHandler =>
  // Payload's type lists `Promise<Response>` and `Promise<void>` apart; an async handler returns their union.
  (async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | void> => {
    const mimeType = mediaTypeOfName(params.filename)
    const store = mediaStore()
    const stats = mimeType ? await store.stat(params.filename) : undefined
    if (!mimeType || !stats) throw new NotFound(req.t)

    const etag = `W/"${stats.size.toString(16)}-${stats.modified.getTime().toString(16)}"`
    const headers = new Headers({
      'Cache-Control': cacheControl(req),
      ETag: etag,
      'Last-Modified': stats.modified.toUTCString(),
      'Accept-Ranges': 'bytes',
    })
    for (const { key, value } of mediaFileHeaders()) headers.set(key, value)
    const answer = (body: BodyInit | null, status: number) =>
      new Response(body, { status, headers: headersWithCors({ headers, req }) })
    if (notModified(req.headers, etag, stats.modified)) return answer(null, 304)

    headers.set('Content-Type', mimeType)
    const range = parseRangeHeader({ fileSize: stats.size, rangeHeader: req.headers.get('range') })
    if (range.type === 'invalid') {
      headers.set('Content-Range', `bytes */${stats.size}`)
      return answer(null, 416)
    }
    const { start, end } = range.type === 'partial' ? range.range : { start: 0, end: stats.size - 1 }
    const length = String(stats.size === 0 ? 0 : end - start + 1)
    headers.set('Content-Length', length)
    headers.set(DECLARED_CONTENT_LENGTH, length)
    if (range.type === 'partial') headers.set('Content-Range', `bytes ${start}-${end}/${stats.size}`)
    const part = range.type === 'partial' ? { start, end } : undefined
    const body = stats.size === 0 ? null : (Readable.toWeb(await store.read(params.filename, part)) as ReadableStream)
    return answer(body, range.type === 'partial' ? 206 : 200)
  }) as UploadHandler
