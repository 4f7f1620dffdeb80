/**
 * The security headers of every response (next.config.ts). The production server (server/) replaces the policy of
 * the documents it sends: a page sent whole gets its own inline scripts' hashes, Payload's admin panel a nonce per
 * request; `Strict-Transport-Security` is the server's too, as it depends on SERVER_URL where the site runs (Next fixes
 * these headers when it builds). docs/decisions/0042-security-headers.md says why.
 */
import { apiDocsPolicy, fallbackPolicy } from './contentSecurityPolicy.mjs'

export const securityHeaders = (env: NodeJS.ProcessEnv = process.env): { key: string; value: string }[] => [
  { key: 'Content-Security-Policy', value: fallbackPolicy(env) },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
]

/**
 * A media file (`/api/media/file/…`) is an image or a film, never a document: opened on its own it gets no script, no
 * plugin, no form and a unique origin (`sandbox`), and loads nothing (`default-src 'none'`), so that a file that is not
 * what it claims cannot act on the site's origin, where the staff session lives. The site's policy would let it run
 * the site's scripts. Set in next.config.ts after the rule for every path: Next keeps its configured value over a
 * handler's.
 */
export const MEDIA_FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; frame-ancestors 'self'"

export const mediaFileHeaders = (): { key: string; value: string }[] => [
  { key: 'Content-Security-Policy', value: MEDIA_FILE_CONTENT_SECURITY_POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
]

/** The API reference page's own policy (/api/docs): its viewer's script from the site, its inline styles. */
export const apiDocsHeaders = (): { key: string; value: string }[] => [
  { key: 'Content-Security-Policy', value: apiDocsPolicy() },
]
