import type { Payload } from 'payload'

import { databaseAnswers } from './databaseAnswers'
import { sharedCacheAnswers } from './sharedRedis'
import { isStopping } from '../lib/stopSignal.mjs'

/**
 * Whether this server should get visitors (GET /api/ready). The database and the shared cache are asked in the
 * background, one check a second, and the route reports the last result with its age: a load balancer's check
 * costs no round trip, so a busy server, whose round trips queue behind its requests, is never marked down for
 * being busy, and a hundred checks make one. A stopping server is not ready at once (server/gracefulStop.mjs).
 */
const CHECK_EVERY_MS = 1_000
/**
 * How long one check may take before it counts as no answer. Long on purpose: a busy server's round trips queue
 * behind its requests, and a slow answer is still an answer; a database or Redis that is gone fails at once or
 * stays silent past this.
 */
const CHECK_LIMIT_MS = 10_000

type Check = { database: boolean; cache: boolean; at: number }
export type Readiness =
  | { ready: true; checkedMsAgo: number }
  | { ready: false; reason: 'stopping' | 'database' | 'cache'; checkedMsAgo: number }

/** What a 503 says, by what is missing. */
export const NOT_READY = {
  stopping: 'The server is stopping.',
  database: 'The database does not answer.',
  cache: 'The shared cache does not answer.',
} as const

const SLOT = Symbol.for('salong.readiness')
type Checks = { last?: Check; first: Promise<Check> }
const store = globalThis as { [SLOT]?: Checks }

const check = async (payload: Payload): Promise<Check> => {
  const [database, cache] = await Promise.all([
    databaseAnswers(payload, CHECK_LIMIT_MS),
    sharedCacheAnswers(CHECK_LIMIT_MS),
  ])
  return { database, cache, at: Date.now() }
}

/** The checks, started by the first question and kept going (never keeping the process alive) from then on. */
const checks = (payload: Payload): Checks => {
  const running = store[SLOT]
  if (running) return running
  const started: Checks = { first: check(payload) }
  const again = async () => {
    started.last = await check(payload)
    setTimeout(() => void again(), CHECK_EVERY_MS).unref()
  }
  void started.first.then((first) => {
    started.last ??= first
    setTimeout(() => void again(), CHECK_EVERY_MS).unref()
  })
  store[SLOT] = started
  return started
}

/** The last check's result (the first question waits for the first check). */
export const readiness = async (payload: Payload): Promise<Readiness> => {
  const { last, first } = checks(payload)
  if (isStopping()) return { ready: false, reason: 'stopping', checkedMsAgo: 0 }
  const { database, cache, at } = last ?? (await first)
  const checkedMsAgo = Date.now() - at
  if (!database) return { ready: false, reason: 'database', checkedMsAgo }
  if (!cache) return { ready: false, reason: 'cache', checkedMsAgo }
  return { ready: true, checkedMsAgo }
}
