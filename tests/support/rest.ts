import { undocumentedAnswer } from './contractCheck'
import * as routes from '../../src/app/(payload)/api/[...slug]/route'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

export type RestResponse = { status: number; body: any; headers: Headers }

/** A path segment as Next hands it to a catch-all route: decoded, or as sent when it does not decode. */
const nextDecoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Calls the app's own `/api` route handlers in-process, exactly as Next would for an HTTP request,
 * so endpoint tests need no running server. An answer of a contract route that the OpenAPI document does not
 * describe (its status, media type or body) fails the test (./contractCheck.ts).
 */
export const rest = async (
  method: Method,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<RestResponse> => {
  const url = new URL(pathname, 'http://localhost')
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map(nextDecoded)
  const hasBody = options.body !== undefined
  const request = new Request(url, {
    method,
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(options.body) : undefined,
  })
  const response = await routes[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // Not JSON (a file, say): the text itself.
  }
  // Every answer of a contract route must be one the OpenAPI document describes (issue 32).
  const contentType = response.headers.get('content-type')
  const problem = undocumentedAnswer(method, url.pathname, { status: response.status, body, contentType })
  if (problem) throw new Error(problem)
  return { status: response.status, body, headers: response.headers }
}

/** The three ways existing clients send a staff token (SPEC §6). */
export const tokenHeaders = (token: string) => ({
  bearer: { Authorization: `Bearer ${token}` },
  'x-access-token': { 'x-access-token': token },
  token: { token },
})
