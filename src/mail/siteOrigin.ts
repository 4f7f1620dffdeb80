import type { PayloadRequest } from 'payload'

/** Where links in mail and pages point: SERVER_URL when configured, else the origin the request came to. */
export const siteOrigin = (req: PayloadRequest): string => {
  const configured = process.env.SERVER_URL?.replace(/\/+$/, '')
  if (configured) return configured
  return req.url ? new URL(req.url).origin : 'http://localhost:3000'
}
