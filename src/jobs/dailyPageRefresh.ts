import { PRERENDER_MANIFEST } from 'next/constants.js'
import { PRERENDER_REVALIDATE_HEADER } from 'next/dist/lib/constants.js'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import { pathForLocale } from '../lib/languageDetection'
import { LOCALES } from '../lib/locales'
import { salonDay, secondsUntilNextSalonDay } from '../lib/salonDay'
import { startCounter } from '../platform/counters'

/**
 * The pages whose content turns with the salon's day (the discounts). Their cache entries end at midnight, but
 * Next's time-based revalidation is stale-while-revalidate: left alone, the first visitor after midnight, perhaps
 * in the morning, would get yesterday's page. So at each Stockholm midnight the server has Next render them afresh.
 */
export const DAY_PAGES: readonly string[] = LOCALES.map(pathForLocale)

// Past midnight by a margin, so that the render surely reads the new day even if the clock is adjusted meanwhile.
const AFTER_MIDNIGHT_MS = 2000
// A render that hangs must not hold the timer: the next midnight's refresh is scheduled only after this one ends.
const RENDER_TIMEOUT_MS = 60_000

/** Milliseconds from `now` until the refresh after the next Stockholm midnight. */
export const delayUntilDayRefresh = (now: Date = new Date()): number =>
  secondsUntilNextSalonDay(now) * 1000 + AFTER_MIDNIGHT_MS

/** The build's on-demand revalidation secret, which only this server (and Next's own `res.revalidate`) sends. */
const previewModeId = (): string => {
  const manifest = fs.readFileSync(path.join(process.cwd(), '.next', PRERENDER_MANIFEST), 'utf8')
  return (JSON.parse(manifest) as { preview: { previewModeId: string } }).preview.previewModeId
}

/**
 * Next's on-demand revalidation of each page: a request with the build's secret in `x-prerender-revalidate` renders
 * the page, stores it and answers it (`x-nextjs-cache: REVALIDATED`), while other visitors keep getting the cached one.
 * Resolves to each page's `x-nextjs-cache`; rejects when a page does not answer within `timeoutMs`.
 */
export const refreshDayPages = async (
  origin: string,
  secret: string = previewModeId(),
  timeoutMs: number = RENDER_TIMEOUT_MS,
): Promise<(string | null)[]> =>
  Promise.all(
    DAY_PAGES.map(async (page) => {
      const response = await fetch(new URL(page, origin), {
        headers: { [PRERENDER_REVALIDATE_HEADER]: secret },
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.arrayBuffer()
      return response.ok ? response.headers.get('x-nextjs-cache') : null
    }),
  )

const DAY_MS = 86_400_000

/**
 * With a shared cache (several servers, REDIS_URL) one server renders the day's pages for all of them: the first to
 * take the day's lease in the database. It is never given back; it runs out a day later.
 */
export const firstToRefreshToday = async (payload: Payload, now: Date = new Date()): Promise<boolean> =>
  (await startCounter(payload, `day-refresh:${salonDay(now)}`, now.getTime(), DAY_MS)) !== null

/**
 * In the site's server: refreshes the day's pages after every Stockholm midnight, for as long as it runs; with
 * `mine`, only on the nights it answers true (the one server of several that refreshes the shared cache).
 */
export const startDailyPageRefresh = (origin: string, mine: () => Promise<boolean> = async () => true): void => {
  const scheduleNext = () => {
    setTimeout(async () => {
      try {
        if (!(await mine())) return
        const answers = await refreshDayPages(origin)
        if (answers.some((answer) => answer !== 'REVALIDATED')) {
          console.warn(`The day's pages were not all rendered afresh: ${answers.join(', ')}`)
        } else {
          // Once a night, and with several servers on one of them only: the line says which.
          console.info(`The day's pages were rendered afresh for ${salonDay()}`)
        }
      } catch (error) {
        // The pages then turn over on their first request instead, as without this refresh.
        console.warn("The day's pages could not be rendered afresh:", error)
      } finally {
        scheduleNext()
      }
    }, delayUntilDayRefresh()).unref()
  }
  scheduleNext()
}
