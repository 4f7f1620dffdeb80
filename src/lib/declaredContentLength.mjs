// Plain JavaScript, so the production server (server/, run by node as it is) and the route handlers share it.
/**
 * Next drops `Content-Length` from every route handler's answer, so a handler that streams a file of known size
 * declares it under this header as well; the production server turns it back into `Content-Length`
 * (server/declaredContentLength.mjs).
 */
export const DECLARED_CONTENT_LENGTH = 'x-declared-content-length'
