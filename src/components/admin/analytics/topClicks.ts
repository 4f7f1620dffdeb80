import type { DailyStats } from '../../../lib/analyticsStats'

export type TopClick = { element_type: string; element_id: string | null; name: string; count: number }

/** The week's clicks per button of one type, most clicked first (ties by name), at most `limit`. */
export const topClicks = (days: DailyStats[], elementType: string, limit = 8): TopClick[] => {
  const totals = new Map<string, TopClick>()
  for (const day of days) {
    for (const click of day.clicks) {
      if (click.element_type !== elementType) continue
      const key = `${click.element_id ?? ''}\u0000${click.element_name ?? ''}`
      const found = totals.get(key)
      if (found) found.count += click.count
      else
        totals.set(key, {
          element_type: click.element_type,
          element_id: click.element_id,
          name: click.element_name ?? '',
          count: click.count,
        })
    }
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, limit)
}
