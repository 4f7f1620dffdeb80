/**
 * What the request being answered is, for every log line written while it runs (its id, its trace): one
 * AsyncLocalStorage for the process, shared across Next's bundles through a `Symbol.for` slot (as
 * src/lib/stopSignal.mjs), so a line Payload writes inside a route carries the id the server gave the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const SLOT = Symbol.for('salong.requestScope')

/**
 * The request's id and trace, which every line written while it runs carries, and whether a cached read answered it
 * (`cache`, set by src/platform/contentCache.ts for the request's own line).
 * @typedef {{ reqId: string, traceId?: string, cache?: 'HIT' | 'MISS' }} RequestScope
 */

/** @returns {AsyncLocalStorage<RequestScope>} */
const storage = () => (globalThis[SLOT] ??= new AsyncLocalStorage())

/**
 * Runs `work` as part of the request `scope`.
 * @template T
 * @param {RequestScope} scope
 * @param {() => T} work
 * @returns {T}
 */
export const runInRequestScope = (scope, work) => storage().run(scope, work)

/** The request being answered where this runs, if any. */
export const currentRequestScope = () => storage().getStore()
