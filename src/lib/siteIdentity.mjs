/**
 * The site identity of the database this process serves (src/platform/siteIdentity.ts reads or creates it at
 * start), handed to the parts Next loads on their own, such as the shared cache's handler (server/sharedCache.mjs):
 * their modules are not the instrumentation's, so it is kept on the process.
 */
const SIGNAL = Symbol.for('salong.siteIdentity')

/** @returns {{ promise: Promise<string>, resolve: (identity: string) => void, value?: string }} */
const slot = () => {
  const store = /** @type {Record<symbol, ReturnType<typeof slot> | undefined>} */ (globalThis)
  if (!store[SIGNAL]) {
    /** @type {(identity: string) => void} */
    let resolve = () => {}
    const promise = new Promise((settle) => (resolve = settle))
    store[SIGNAL] = { promise, resolve }
  }
  return /** @type {ReturnType<typeof slot>} */ (store[SIGNAL])
}

/** @param {string} identity */
export const publishSiteIdentity = (identity) => {
  const current = slot()
  current.value = identity
  current.resolve(identity)
}

/** The identity once published (undefined before, and outside the server: scripts, tests). */
export const publishedSiteIdentity = () => slot().value

/** Settles when the server has read the identity from its database. */
export const awaitSiteIdentity = () => slot().promise
