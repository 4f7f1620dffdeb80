// Plain JavaScript, so the production server (server/, run by node as it is) reads it.

/**
 * `Strict-Transport-Security` for a site whose public address is `serverUrl`: two years, subdomains included, when
 * it is served over https; none over http (development, tests), where it means nothing: a browser heeds it only
 * on an answer that came over https.
 * @param {string | undefined} serverUrl
 * @returns {string | undefined}
 */
export const strictTransportSecurity = (serverUrl) =>
  serverUrl?.trim().toLowerCase().startsWith('https://') ? 'max-age=63072000; includeSubDomains' : undefined
