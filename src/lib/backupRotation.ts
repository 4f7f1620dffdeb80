import { SALON_TIME_ZONE } from './siteConstants'

/** The salon's calendar day (`YYYY-MM-DD`) and hour of an instant. */
export const salonDayAndHour = (at: Date): { day: string; hour: number } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SALON_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}

/** The ISO week (`YYYY-Www`) of a calendar day: weeks start on Monday, week 1 holds the year's first Thursday. */
const isoWeek = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`)
  const weekday = (date.getUTCDay() + 6) % 7
  date.setUTCDate(date.getUTCDate() - weekday + 3)
  const year = date.getUTCFullYear()
  const firstThursday = new Date(Date.UTC(year, 0, 4))
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3)
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000))
  return `${year}-W${String(week).padStart(2, '0')}`
}

/**
 * Whether the daily backup is due at `now`: the salon's clock has reached its hour today and no daily archive was
 * made today. Checked every hour, so a server that was down at the hour catches up when it is back the same day.
 */
export const dailyBackupDue = (now: Date, hour: number, lastDaily: Date | undefined): boolean => {
  const today = salonDayAndHour(now)
  return today.hour >= hour && (!lastDaily || salonDayAndHour(lastDaily).day < today.day)
}

/**
 * Which daily archives the rotation removes: it keeps the newest `keepDaily`, and of the rest the newest one of
 * each of the `keepWeekly` latest weeks (Stockholm time) that have one. Only daily archives are ever passed in,
 * so safety backups and those staff made are never rotated away.
 */
export const rotatedAway = <T extends { createdAt: Date }>(
  dailies: T[],
  keepDaily: number,
  keepWeekly: number,
): T[] => {
  const newestFirst = [...dailies].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  const kept = new Set<T>(newestFirst.slice(0, keepDaily))
  const weeks = new Set<string>()
  for (const archive of newestFirst.slice(keepDaily)) {
    const week = isoWeek(salonDayAndHour(archive.createdAt).day)
    if (weeks.has(week) || weeks.size >= keepWeekly) continue
    weeks.add(week)
    kept.add(archive)
  }
  return newestFirst.filter((archive) => !kept.has(archive))
}
