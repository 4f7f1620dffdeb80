'use client'

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { ChartKind, ChartRow, ChartSeries } from './chartData'

/**
 * The drawing itself (recharts, loaded only when a chart mounts: see LazyChart). It is hidden from screen
 * readers, which read the table beside it; recharts' own keyboard layer is off, so nothing hidden takes focus.
 */
export default function StatsChart({
  kind,
  rows,
  series,
  height,
}: {
  kind: ChartKind
  rows: ChartRow[]
  series: ChartSeries[]
  height: number
}) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }))
  const vertical = kind === 'top'
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        layout={vertical ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e4dccf" />
        {vertical ? (
          <>
            <XAxis type="number" allowDecimals={false} stroke="#5e5140" />
            <YAxis type="category" dataKey="label" width={150} stroke="#5e5140" tick={{ fontSize: 12 }} />
          </>
        ) : (
          <>
            <XAxis
              dataKey="label"
              stroke="#5e5140"
              tick={{ fontSize: 12 }}
              tickFormatter={(label: string) => label.slice(5)}
            />
            <YAxis allowDecimals={false} width={36} stroke="#5e5140" />
          </>
        )}
        <Tooltip />
        {series.length > 1 ? <Legend /> : null}
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={item.colour}
            isAnimationActive={false}
            radius={vertical ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}
