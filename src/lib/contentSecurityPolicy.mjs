// Plain JavaScript, so the production server (server/, run by node as it is) and next.config.ts share it.
// The policies of the site's answers; docs/decisions/0042-security-headers.md says why each is as it is.

/** Outside pages the site frames: the booking page, Google Maps and the Instagram feed (FRAME_HOSTS adds more). */
const DEFAULT_FRAME_HOSTS = [
  'https://www.bokadirekt.se',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.instagram.com',
]
/** What the map and feed fetch to see whether the service answers before showing its frame (useEmbed.ts). */
const EMBED_PROBE_HOSTS = ['https://maps.google.com', 'https://www.instagram.com']

/**
 * The one inline style the site's own code makes: React Aria (the in-page admin's dialogs, tabs and toasts) adds
 * this `<style>` to the head once, so a tap on a button is not held back for a double-tap zoom. Its text never
 * changes, so it is allowed by its hash; tests/unit/contentSecurityPolicy.spec.ts checks it against the installed
 * react-aria.
 */
export const PRESSABLE_STYLE = {
  text: '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  hash: "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
}

/**
 * The style a page from the cache holds until its first paint (server/afterFirstPaint.mjs): its lazy images wait,
 * so the ones within the browser's lazy-load distance do not share the line with the hero. Where scripts do not run,
 * nothing removes it, so it applies only where they do. Allowed by its hash, as it never changes.
 */
export const LAZY_IMAGES_WAIT_STYLE = {
  text: '@media (scripting:enabled){img[loading=lazy]{display:none}}',
  hash: "'sha256-Ooupfn+pcJ2Vm2A2CBMJRXSopBu+Su7U4XJr8pJLEHc='",
}

/**
 * The style of the small pages the links in e-mails open (src/mail/linkPages.ts), sent by a route handler under the
 * policy of every other answer: allowed there by its hash, as it never changes.
 */
export const LINK_PAGE_STYLE = {
  text: `body{font-family:Georgia,serif;background:#fdf8f0;color:#2f3542;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:32rem;padding:2rem;text-align:center}h1{color:#8c6a2f;font-weight:normal}a{color:#6f5323}
button{font:inherit;font-size:1.1rem;background:#8c6a2f;color:#fff;border:0;border-radius:6px;padding:.8rem 1.6rem;cursor:pointer;margin:1rem 0}
button:hover,button:focus-visible{background:#6f5323}button:focus-visible{outline:3px solid #2f3542;outline-offset:2px}`,
  hash: "'sha256-5w0hTuK0UPFmrtVDpcJxdcVaRiemJtTIyHzt45g/jDY='",
}

/** @param {NodeJS.ProcessEnv} env */
const frameHosts = (env) => [
  ...DEFAULT_FRAME_HOSTS,
  ...(env.FRAME_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
]

/**
 * The page's policy: the site's own files, its frames and the embeds' probes.
 * @param {{ scripts: string[], styles: string[] }} inline sources that allow inline scripts and styles
 * @param {NodeJS.ProcessEnv} env
 */
const sitePolicy = ({ scripts, styles }, env) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
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

/**
 * A document the production server sends whole (every public page, from Next's cache or just rendered): its own
 * inline scripts by their hashes (server/inlineScriptHashes.mjs), nothing else inline. Next's built-in error page
 * styles itself inline, so an error document may.
 * @param {string[]} scriptHashes `'sha256-…'` sources
 * @param {{ status: number }} answer
 * @param {NodeJS.ProcessEnv} [env]
 */
export const documentPolicy = (scriptHashes, { status }, env = process.env) =>
  // Not both: a browser ignores 'unsafe-inline' beside a hash.
  sitePolicy(
    {
      scripts: scriptHashes,
      styles: status >= 400 ? ["'unsafe-inline'"] : [PRESSABLE_STYLE.hash, LAZY_IMAGES_WAIT_STYLE.hash],
    },
    env,
  )

/**
 * Payload's admin panel, rendered for each request: Next gives its inline scripts this request's nonce
 * (server/adminPolicy.mjs). Its own `<style>` elements are written per request and carry no nonce, so its styles
 * stay allowed inline.
 * @param {string} nonce
 * @param {NodeJS.ProcessEnv} [env]
 */
export const adminPolicy = (nonce, env = process.env) =>
  sitePolicy({ scripts: [`'nonce-${nonce}'`], styles: ["'unsafe-inline'"] }, env)

/**
 * Every other answer (next.config.ts): no inline script at all, so a document the server did not send whole runs
 * only the site's files, and no inline style but the e-mail link pages' own. Development (`next dev`, no production server) allows inline and eval: React's dev build
 * evaluates code for its stack traces, and the dev server injects its styles.
 * @param {NodeJS.ProcessEnv} [env]
 */
export const fallbackPolicy = (env = process.env) =>
  env.NODE_ENV === 'production'
    ? sitePolicy({ scripts: [], styles: [LINK_PAGE_STYLE.hash] }, env)
    : sitePolicy({ scripts: ["'unsafe-inline'", "'unsafe-eval'"], styles: ["'unsafe-inline'"] }, env)

/**
 * The API reference (/api/docs, next.config.ts) alone: its viewer (Scalar), served from the site and never from a
 * CDN, builds the page in the browser and writes its styles inline as it runs, so this one page allows inline
 * styles; scripts stay the site's own files (the page has no inline script), and its "try it" reaches this origin
 * only. No frames, and nothing from elsewhere.
 */
export const apiDocsPolicy = () =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
