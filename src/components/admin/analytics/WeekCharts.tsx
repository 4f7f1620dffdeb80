'use client'

import type { WeekDay } from '../../../lib/analyticsStats'
import { CHART_COLOURS } from '../charts/chartData'
import { ChartFigure } from '../charts/ChartFigure'
import { useAdminText } from '../useAdminText'

/** Visits per day and booking clicks per day, for the analytics area. */
export function WeekCharts({ week }: { week: WeekDay[] }) {
  const { t } = useAdminText()
  const rows = (key: 'visits' | 'clicks') => week.map((day) => ({ label: day.date, values: { [key]: day[key] } }))
  return (
    <div className="admin-charts">
      <ChartFigure
        title={t('analytics.visitsChart')}
        kind="days"
        testId="chart-visits"
        labelHeader={t('analytics.dayColumn')}
        series={[{ key: 'visits', label: t('analytics.visits'), colour: CHART_COLOURS.gold }]}
        rows={rows('visits')}
      />
      <ChartFigure
        title={t('analytics.clicksChart')}
        kind="days"
        testId="chart-clicks"
        labelHeader={t('analytics.dayColumn')}
        series={[{ key: 'clicks', label: t('analytics.clicks'), colour: CHART_COLOURS.rose }]}
        rows={rows('clicks')}
      />
    </div>
  )
}
