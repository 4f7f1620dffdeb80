import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { isLocale, type Locale, toLocale } from '../../src/lib/locales'
import { badRequest, notFound } from '../../src/platform/apiError'

/** Field errors of a failed zod parse, one message per field (the first), keyed by the field's name. */
export const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_'
    errors[field] ??= issue.message
  }
  return errors
}

/** The JSON (or multipart) body validated by a schema; a 400 with `errors` when it does not fit. */
export const readBody = async <S extends z.ZodType>(req: PayloadRequest, schema: S): Promise<z.infer<S>> => {
  try {
    await addDataAndFileToRequest(req)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  // No body reads as an empty object; a JSON `null` is a body, and not the object every route expects.
  if (req.data === null) throw badRequest('The request body must be a JSON object.')
  const parsed = schema.safeParse(req.data ?? {})
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw badRequest(Object.values(errors)[0] ?? 'Invalid request.', errors)
  }
  return parsed.data
}

/**
 * The language a visitor's form asked to be answered in (`lang` in the body, else `?lang=`); null when none,
 * so existing clients keep the contract's English messages. Call after readBody.
 */
export const answerLocale = (req: PayloadRequest): Locale | null => {
  const lang = (req.data as { lang?: unknown } | undefined)?.lang ?? req.searchParams.get('lang')
  return isLocale(lang) ? lang : null
}

/** `?lang=sv|en` of a read; Swedish by default. */
export const requestLocale = (req: PayloadRequest): Locale => toLocale(req.searchParams.get('lang'))

/**
 * The `{id}` of a route, 404 when it is missing. Payload's router has already decoded it once: decoding it again
 * would turn an id of `%25` into `%` and fail on it (and on any id with a percent sign).
 */
export const routeId = (req: PayloadRequest, name = 'id'): string => {
  const id = req.routeParams?.[name]
  if (typeof id !== 'string' || id === '') throw notFound('Not found.')
  return id
}

/** Query parameters validated by a schema (each as its string); a 400 with `errors` when they do not fit. */
export const readQuery = <S extends z.ZodType>(req: PayloadRequest, schema: S): z.infer<S> => {
  const parsed = schema.safeParse(Object.fromEntries(req.searchParams.entries()))
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw badRequest(Object.values(errors)[0] ?? 'Invalid request.', errors)
  }
  return parsed.data
}
