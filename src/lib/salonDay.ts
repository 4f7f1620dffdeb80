import { SALON_TIME_ZONE } from './siteConstants'

// The salon's calendar: days begin at midnight in Stockholm, whatever the server's or the browser's zone.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SALON_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

// Every anonymous read asks both below; the answers change once a day. An instant between one already asked
// (`from`) and that day's end (`until`) is on the same day (`day`), with the same next midnight.
let known = { from: 0, until: 0, day: '' }

/** `YYYY-MM-DD` of `now` in Stockholm. */
export const salonDay = (now: Date = new Date()): string => {
  const time = now.getTime()
  return time >= known.from && time < known.until ? known.day : dayFormat.format(now)
}

/**
 * `YYYY-MM-DD` of the salon's day `offset` days from `now`'s, stepped on the calendar: adding 24-hour steps to `now`
 * would miss by one day around the 23- and 25-hour days when the clocks change.
 */
export const salonDayIn = (offset: number, now: Date = new Date()): string =>
  new Date(Date.parse(`${salonDay(now)}T00:00:00.000Z`) + offset * 86_400_000).toISOString().slice(0, 10)

/** The first millisecond of the Stockholm day after `now`'s (binary search: daylight saving makes days 23 or 25 hours). */
const nextDayStart = (now: number): number => {
  const today = dayFormat.format(now)
  let low = now
  let high = now + 26 * 3600_000
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (dayFormat.format(middle) === today) low = middle
    else high = middle
  }
  return high
}

/** Whole seconds until the next Stockholm midnight (at least 1). */
export const secondsUntilNextSalonDay = (now: Date = new Date()): number => {
  const time = now.getTime()
  // Any instant between one already asked and that day's end has the same next midnight.
  if (time < known.from || time >= known.until)
    known = { from: time, until: nextDayStart(time), day: dayFormat.format(time) }
  return Math.max(1, Math.ceil((known.until - time) / 1000))
}
