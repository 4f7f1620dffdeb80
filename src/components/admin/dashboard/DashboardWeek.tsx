'use client'

import { useWeeklyStats } from '../analytics/useAnalytics'
import { CHART_COLOURS } from '../charts/chartData'
import { ChartFigure } from '../charts/ChartFigure'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'

/** This week's visits and booking clicks, small, with its table (the chart library loads only when it mounts). */
export function DashboardWeek() {
  const { t } = useAdminText()
  const week = useWeeklyStats()
  return (
    <section className="admin-group admin-dashboard-week">
      <QueryState query={week} rows={1}>
        {(days) => (
          <ChartFigure
            title={t('analytics.dashboardWeek')}
            kind="days"
            testId="dashboard-week"
            height={160}
            labelHeader={t('analytics.dayColumn')}
            series={[
              { key: 'visits', label: t('analytics.visits'), colour: CHART_COLOURS.gold },
              { key: 'clicks', label: t('analytics.clicks'), colour: CHART_COLOURS.rose },
            ]}
            rows={days.map((day) => ({ label: day.date, values: { visits: day.visits, clicks: day.clicks } }))}
          />
        )}
      </QueryState>
    </section>
  )
}
