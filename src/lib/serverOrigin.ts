/**
 * SERVER_URL, the site's public address, decides who may use staff cookies: Payload's CSRF list, the cookies'
 * `secure` flag and, unless CORS_ORIGINS says otherwise, the origins allowed to call /api from a browser.
 */
export const serverOrigin = (env: NodeJS.ProcessEnv = process.env): string | null => {
  if (!env.SERVER_URL) return null
  try {
    const url = new URL(env.SERVER_URL)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/** Cookies only over TLS when the site is served over https. */
export const secureCookies = (env: NodeJS.ProcessEnv = process.env): boolean =>
  serverOrigin(env)?.startsWith('https://') ?? false

/** Origins whose requests may carry the staff cookie (Payload's CSRF check). */
export const csrfOrigins = (env: NodeJS.ProcessEnv = process.env): string[] => {
  const origin = serverOrigin(env)
  return origin ? [origin] : []
}

/** CORS_ORIGINS when given; else SERVER_URL's origin; any origin only where neither is set (development, tests). */
export const corsOrigins = (env: NodeJS.ProcessEnv = process.env): string[] | '*' => {
  if (env.CORS_ORIGINS)
    return env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
  const origin = serverOrigin(env)
  return origin ? [origin] : '*'
}
