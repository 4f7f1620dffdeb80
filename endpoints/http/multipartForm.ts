import busboy from 'busboy'
import { APIError } from 'payload'

import { MULTIPART_LIMITS, UPLOAD_UNREADABLE } from '../../src/lib/uploadLimits'
import { ApiError, badRequest } from '../../src/platform/apiError'

export type Upload = { data: Buffer; mimetype: string; name: string; size: number }
export type MultipartForm = { fields: Record<string, string>; file?: Upload }

const TOO_MANY_PARTS = `An upload holds one file and at most ${MULTIPART_LIMITS.fields} short fields.`

/**
 * A multipart body's text fields and its one file, read with the limits of Payload's own parser (MULTIPART_LIMITS):
 * a second file, too many fields or a field too long stop the reading at once with 413, and so does a file over
 * `tooLarge`'s limit. The body itself is already capped (bodyLimit.ts).
 */
export const readMultipartForm = (request: Request, tooLarge: string): Promise<MultipartForm> =>
  new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: MULTIPART_LIMITS,
      })
    } catch {
      return reject(badRequest(UPLOAD_UNREADABLE))
    }
    const form: MultipartForm = { fields: {} }
    const reader = request.body?.getReader()
    let failed = false
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      void reader?.cancel().catch(() => {})
      parser.destroy()
      reject(error)
    }
    const tooMany = () => fail(new ApiError(413, TOO_MANY_PARTS))
    parser.on('filesLimit', tooMany).on('fieldsLimit', tooMany).on('partsLimit', tooMany)
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) tooMany()
      else form.fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => fail(new ApiError(413, tooLarge)))
      // Destroying the parser (on a failure) ends an open file with an error; the failure is already answered.
      stream.on('error', () => {})
      stream.on('end', () => {
        const data = Buffer.concat(chunks)
        // Only the field named `file` is the upload; an empty file input sends a part with no name and no bytes.
        if (name === 'file' && (info.filename || data.length > 0))
          form.file = { data, mimetype: info.mimeType, name: info.filename ?? '', size: data.length }
      })
    })
    parser.on('error', () => fail(badRequest(UPLOAD_UNREADABLE)))
    parser.on('close', () => {
      if (!failed) resolve(form)
    })
    const pump = async () => {
      if (!reader) return parser.end()
      for (;;) {
        const { done, value } = await reader.read()
        if (failed) return
        if (done) return parser.end()
        // Busboy's own back-pressure: wait until it has taken each chunk.
        await new Promise<void>((next, error) => parser.write(value, (problem) => (problem ? error(problem) : next())))
      }
    }
    // The capped body fails its reader with 413 once it passes the upload limit (bodyLimit.ts): the file's text.
    pump().catch((error: unknown) =>
      fail(error instanceof APIError && error.status === 413 ? new ApiError(413, tooLarge) : error),
    )
  })
