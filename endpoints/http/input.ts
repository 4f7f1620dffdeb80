import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { isLocale, type Locale } from '../../src/lib/locales'
import { badRequest, notFound } from '../../src/platform/apiError'

/** Field errors of a failed zod parse, one message per field (the first), keyed by the field's name. */
const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_'
    errors[field] ??= issue.message
  }
  return errors
}

/** A value validated by a schema; a 400 with `errors` when it does not fit. */
export const parsed = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value)
  if (!result.success) {
    const errors = fieldErrors(result.error)
    throw badRequest(Object.values(errors)[0] ?? 'Invalid request.', errors)
  }
  return result.data
}

/** The JSON (or multipart) body validated by a schema; a 400 with `errors` when it does not fit. */
export const readBody = async <S extends z.ZodType>(req: PayloadRequest, schema: S): Promise<z.output<S>> => {
  try {
    await addDataAndFileToRequest(req)
    // Payload reads bodies of POST, PUT and PATCH only; a DELETE that asks for the password again has one too.
    if (req.method?.toUpperCase() === 'DELETE' && req.data === undefined && req.body) {
      const text = await req.text?.()
      if (text) req.data = JSON.parse(text)
    }
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  // No body reads as an empty object; a JSON `null` is a body, and not the object every route expects.
  if (req.data === null) throw badRequest('The request body must be a JSON object.')
  return parsed(schema, req.data ?? {})
}

/** Query parameters validated by a schema (each as its string); a 400 with `errors` when they do not fit. */
export const readQuery = <S extends z.ZodType>(req: PayloadRequest, schema: S): z.output<S> =>
  parsed(schema, Object.fromEntries(req.searchParams.entries()))

/**
 * The language a visitor's form asked to be answered in (`lang` in the body, else `?lang=`); null when none,
 * so existing clients keep the contract's English messages.
 */
export const answerLocale = (sent: unknown, asked: Locale | undefined): Locale | null => {
  const lang = sent ?? asked
  return isLocale(lang) ? lang : null
}

/**
 * The `{id}` of a route, 404 when it is missing. Payload's router has already decoded it once: decoding it again
 * would turn an id of `%25` into `%` and fail on it (and on any id with a percent sign).
 */
export const routeId = (req: PayloadRequest, name = 'id'): string => {
  const id = req.routeParams?.[name]
  if (typeof id !== 'string' || id === '') throw notFound('Not found.')
  return id
}
