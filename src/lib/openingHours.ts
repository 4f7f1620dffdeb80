import { SALON_TIME_ZONE } from './siteConstants'

/**
 * Opening hours are written by staff as lines like `Mån–Fre 09:00–19:00`, `Sat 10:00-18:00`, `Sön Stängt`.
 * This reads them into a week (Monday first) for the "open now" note and the schema.org data.
 */
type DayHours = { opens: string; closes: string } | null
export type Week = DayHours[]

const DAY_WORDS: Record<string, number> = {
  mån: 0,
  man: 0,
  mon: 0,
  tis: 1,
  tue: 1,
  ons: 2,
  wed: 2,
  tor: 3,
  thu: 3,
  fre: 4,
  fri: 4,
  lör: 5,
  lor: 5,
  sat: 5,
  sön: 6,
  son: 6,
  sun: 6,
}
export const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

const dayIndex = (word: string): number | undefined => DAY_WORDS[word.toLowerCase().slice(0, 3)]
const pad = (time: string) => time.replace('.', ':').padStart(5, '0')

export const parseOpeningHours = (text: string): Week => {
  const week: Week = Array(7).fill(null)
  for (const line of text.split(/\n|,|;/)) {
    const match = line.trim().match(/^([\p{L}]+)\.?(?:\s*[–—-]\s*([\p{L}]+)\.?)?:?\s+(.*)$/u)
    if (!match) continue
    const from = dayIndex(match[1])
    const to = match[2] ? dayIndex(match[2]) : from
    if (from === undefined || to === undefined) continue
    const times = match[3].match(/(\d{1,2}[:.]\d{2})\s*[–—-]\s*(\d{1,2}[:.]\d{2})/)
    for (let day = from; ; day = (day + 1) % 7) {
      week[day] = times ? { opens: pad(times[1]), closes: pad(times[2]) } : null
      if (day === to) break
    }
  }
  return week
}

type Clock = { day: number; time: string }
const twoDigits = (value: number) => String(value).padStart(2, '0')

// Temporal (Chrome 144, Firefox 139) applies the zone's rules without Intl's formatting data: a page's first Intl
// formatter costs 30–60 ms of main thread in Chrome, on a phone several times that.
type ZonedTime = { dayOfWeek: number; hour: number; minute: number }
type TemporalApi = { Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): ZonedTime } } }

const temporalClock = (api: TemporalApi, now: Date): Clock => {
  const zoned = api.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(SALON_TIME_ZONE)
  return { day: zoned.dayOfWeek - 1, time: `${twoDigits(zoned.hour)}:${twoDigits(zoned.minute)}` }
}

// Built on first use, and once: creating an Intl formatter costs far more than formatting with it.
let stockholmFormat: Intl.DateTimeFormat | undefined
const intlClock = (now: Date): Clock => {
  stockholmFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SALON_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts = stockholmFormat.formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: dayIndex(part('weekday')) ?? 0, time: `${part('hour')}:${part('minute')}` }
}

/** Weekday (Monday = 0) and `HH:MM` of a moment in Stockholm. */
const stockholmClock = (now: Date): Clock => {
  // Looked up at the first call, not when the module loads: the global sets itself up when first read.
  const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal
  return temporal ? temporalClock(temporal, now) : intlClock(now)
}

export type OpenStatus =
  { open: true; closes: string } | { open: false; opens: { day: number; time: string; today: boolean } | null }

export const openStatus = (week: Week, now: Date): OpenStatus => {
  const { day, time } = stockholmClock(now)
  const hours = week[day]
  if (hours && time >= hours.opens && time < hours.closes) return { open: true, closes: hours.closes }
  if (hours && time < hours.opens) return { open: false, opens: { day, time: hours.opens, today: true } }
  for (let step = 1; step <= 7; step++) {
    const next = (day + step) % 7
    const nextHours = week[next]
    if (nextHours) return { open: false, opens: { day: next, time: nextHours.opens, today: false } }
  }
  return { open: false, opens: null }
}
