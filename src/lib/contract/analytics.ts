export type ClickCount = { element_type: string; element_id: string | null; element_name: string | null; count: number }

export type DailyStats = {
  date: string
  visits: number
  unique_visitors: number
  total_clicks: number
  clicks: ClickCount[]
}

export type DayTotals = { date: string; visits: number; unique_visitors: number; clicks: number }
