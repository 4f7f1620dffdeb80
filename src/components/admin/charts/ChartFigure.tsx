'use client'

import { lazy, Suspense, useId, useState } from 'react'

import { useAdminText } from '../useAdminText'
import type { ChartKind, ChartRow, ChartSeries } from './chartData'

// The chart library is its own chunk, fetched when the first chart mounts (not with the admin's first load).
const StatsChart = lazy(() => import('./StatsChart'))

/**
 * A chart with its name and its table: the table is what screen readers read (visually hidden), and anyone can
 * show it instead of the drawing.
 */
export function ChartFigure({
  title,
  kind,
  rows,
  series,
  labelHeader,
  height = 220,
  testId,
}: {
  title: string
  kind: ChartKind
  rows: ChartRow[]
  series: ChartSeries[]
  labelHeader: string
  height?: number
  testId?: string
}) {
  const { t } = useAdminText()
  const [asTable, setAsTable] = useState(false)
  const id = useId()
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className="admin-chart__head">
        <figcaption id={`${id}-title`} className="admin-chart__title">
          {title}
        </figcaption>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? t('analytics.showChart') : t('analytics.showTable')}
        </button>
      </div>
      {asTable ? null : (
        <div aria-hidden="true" className="admin-chart__drawing" style={{ height }}>
          <Suspense fallback={<div className="admin-chart__placeholder" />}>
            <StatsChart kind={kind} rows={rows} series={series} height={height} />
          </Suspense>
        </div>
      )}
      <table
        className={asTable ? 'admin-table' : 'admin-table visually-hidden'}
        data-testid={testId ? `${testId}-table` : undefined}
      >
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {series.map((item) => (
                <td key={item.key}>{row.values[item.key] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
