import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { parsed, readBody } from './input'
import { readMultipartForm, type Upload } from './multipartForm'
import { UPLOAD_TOO_LARGE } from '../../src/lib/uploadLimits'
import { badRequest } from '../../src/platform/apiError'

/**
 * An upload route's body: multipart (a `file` plus the fields as form fields, or as JSON in Payload's `_payload`
 * field) or plain JSON, its fields validated by the route's body schema either way. The body is capped before it
 * gets here (bodyLimit.ts); the form is read with Payload's own part limits. An empty file input is no file.
 */
export const readUploadBody = async <S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
): Promise<{ body: z.output<S>; file?: Upload }> => {
  if (!req.headers.get('content-type')?.includes('multipart/form-data')) return { body: await readBody(req, schema) }
  const { fields, file } = await readMultipartForm(req as unknown as Request, UPLOAD_TOO_LARGE)
  let data: unknown = fields
  if (typeof fields._payload === 'string') {
    try {
      data = JSON.parse(fields._payload)
    } catch {
      throw badRequest('The _payload field is not valid JSON.')
    }
  }
  const body = parsed(schema, data ?? {})
  return !file || file.size === 0 ? { body } : { body, file }
}
