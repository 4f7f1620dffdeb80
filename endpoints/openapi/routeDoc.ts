import type { z } from 'zod'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** What a route answers when it succeeds: the envelope's `data` (JSON), a page (HTML) or a file. */
export type Success =
  | { status?: 200 | 201; data: z.ZodType; message?: string; description: string }
  | { html: Partial<Record<number, string>> }
  | { file: string; mediaType: string }

/**
 * One route of the contract as the OpenAPI document tells it (endpoints/openapi/document.ts): its request schemas
 * are the ones its endpoint validates with, its answers the shapes in ./answers.ts. The statuses every route of a
 * kind shares (a staff route's 401, a body's 400 with each message of its schema, 413 and 415, 500 and 503) are
 * added by the document, with their texts; `errors` lists the route's own, each status with what it says.
 */
export type RouteDoc = {
  method: Method
  /** As mounted (endpoints/index.ts): `/services/:id`. */
  path: string
  summary: string
  description?: string
  /** A staff token is needed (SPEC §6): any of the three headers. */
  staff?: boolean
  /** Query parameters, each property a parameter. */
  query?: z.ZodObject
  /** The route refuses a query that does not fit (400); else the parameters only say what is read. */
  checksQuery?: boolean
  /** The JSON body, validated by the route with this schema (its input side is documented). */
  body?: z.ZodType
  /** The body may also be multipart/form-data with a `file` (the gallery's uploads). */
  upload?: boolean
  success: Success
  /** HTML pages the route answers beside its JSON (the newsletter's e-mail links), per status. */
  pages?: Partial<Record<number, string>>
  errors?: Partial<Record<number, string[]>>
  /** Counted per client address: 429 when over. */
  rateLimited?: boolean
}
