/**
 * The security headers of every response (next.config.ts). The page is served from Next's cache, the same bytes
 * for every visitor, so its inline scripts (Next's flight data, the JSON-LD) cannot carry a per-request nonce and
 * their content changes with the salon's content, so hashes would not hold either: `script-src` allows 'self' and
 * inline, never eval or another origin. docs/decisions.md, "Security headers", says this trade-off.
 */

/** Outside pages the site frames: the booking page, Google Maps and the Instagram feed (FRAME_HOSTS adds more). */
const DEFAULT_FRAME_HOSTS = [
  'https://www.bokadirekt.se',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.instagram.com',
]
/** What the map and feed fetch to see whether the service answers before showing its frame (useEmbed.ts). */
const EMBED_PROBE_HOSTS = ['https://maps.google.com', 'https://www.instagram.com']

const frameHosts = (env: NodeJS.ProcessEnv = process.env): string[] => [
  ...DEFAULT_FRAME_HOSTS,
  ...(env.FRAME_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
]

const contentSecurityPolicy = (env: NodeJS.ProcessEnv = process.env): string =>
  [
    "default-src 'self'",
    // Development only: React's dev build evaluates code for its stack traces.
    `script-src 'self' 'unsafe-inline'${env.NODE_ENV === 'production' ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${EMBED_PROBE_HOSTS.join(' ')}`,
    // 'self': Payload's live preview frames the page inside the admin panel.
    `frame-src 'self' ${frameHosts(env).join(' ')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')

export const securityHeaders = (env: NodeJS.ProcessEnv = process.env): { key: string; value: string }[] => [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
]

/**
 * A media file (`/api/media/file/…`) is an image or a film, never a document: opened on its own it gets no script, no
 * plugin, no form and a unique origin (`sandbox`), and loads nothing (`default-src 'none'`), so that a file that is not
 * what it claims cannot act on the site's origin, where the staff session lives. The page's own policy would allow
 * inline script. Set in next.config.ts after the rule for every path: Next keeps its configured value over a
 * handler's.
 */
export const MEDIA_FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; frame-ancestors 'self'"

export const mediaFileHeaders = (): { key: string; value: string }[] => [
  { key: 'Content-Security-Policy', value: MEDIA_FILE_CONTENT_SECURITY_POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
]
