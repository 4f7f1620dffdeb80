import { randomUUID } from 'node:crypto'

/** What an id from a proxy may look like (HAProxy's `unique-id-format`, a UUID, …): never a way into the log. */
const ACCEPTED = /^[\w.:@+=/-]{1,128}$/

/**
 * The request's id: the one a trusted proxy in front gave it (`X-Request-Id`, HAProxy's `unique-id-header`), so one
 * id follows the request through the proxy's log and the server's; otherwise, or when it is not a plain token, a
 * new one. Behind no trusted proxy (`TRUSTED_PROXIES` 0) a client could choose its id and so muddle the log.
 * @param {string | string[] | undefined} incoming the request's `X-Request-Id`
 * @param {number} trustedProxies
 */
export const requestId = (incoming, trustedProxies) =>
  trustedProxies > 0 && typeof incoming === 'string' && ACCEPTED.test(incoming) ? incoming : randomUUID()

/** TRUSTED_PROXIES as src/platform/clientAddress.ts reads it: a positive whole number, else 0. */
export const trustedProxyCount = (/** @type {NodeJS.ProcessEnv} */ env) => {
  const value = Number.parseInt(env.TRUSTED_PROXIES ?? '', 10)
  return Number.isFinite(value) && value > 0 ? value : 0
}
