'use client'

import { useState } from 'react'

import { topClicks } from './topClicks'
import { useDailyStats, useDaysStats, useWeeklyStats } from './useAnalytics'
import { WeekCharts } from './WeekCharts'
import { weekDates } from './weekDates'
import { todayUtc, type DailyStats } from '../../../lib/analyticsStats'
import { CHART_COLOURS } from '../charts/chartData'
import { ChartFigure } from '../charts/ChartFigure'
import { AreaHeading } from '../frame/AreaHeading'
import { Field } from '../frame/Field'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'

function DayFigures({ stats }: { stats: DailyStats }) {
  const { t } = useAdminText()
  const typeLabel = (type: string) => t(`analytics.type.${type}`, { defaultValue: type })
  const figures = [
    ['visits', stats.visits],
    ['uniqueVisitors', stats.unique_visitors],
    ['clicks', stats.total_clicks],
  ] as const
  return (
    <>
      <ul className="admin-figures" data-testid="analytics-day">
        {figures.map(([key, value]) => (
          <li key={key} className="admin-figure">
            <span className="admin-figure__value" data-testid={`day-${key}`}>
              {value}
            </span>
            <span>{t(`analytics.${key}`)}</span>
          </li>
        ))}
      </ul>
      {stats.clicks.length === 0 ? (
        <p className="admin-row__meta">{t('analytics.dayNoClicks')}</p>
      ) : (
        // A narrow screen scrolls the table sideways: the region takes focus so the keyboard can scroll it too.
        <div className="admin-table-wrap" role="region" aria-label={t('analytics.dayClicks')} tabIndex={0}>
          <table className="admin-table" data-testid="day-click-table">
            <caption className="visually-hidden">{t('analytics.dayClicks')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analytics.element')}</th>
                <th scope="col">{t('analytics.elementType')}</th>
                <th scope="col">{t('analytics.count')}</th>
              </tr>
            </thead>
            <tbody>
              {stats.clicks.map((click) => (
                <tr key={`${click.element_type}-${click.element_id}-${click.element_name}`}>
                  <th scope="row">{click.element_name || t('analytics.unnamed')}</th>
                  <td>{typeLabel(click.element_type)}</td>
                  <td>{click.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

function TopCharts({ days }: { days: DailyStats[] }) {
  const { t } = useAdminText()
  const charts = [
    {
      type: 'service_booking',
      title: t('analytics.topServices'),
      testId: 'chart-top-services',
      colour: CHART_COLOURS.gold,
    },
    {
      type: 'discount_booking',
      title: t('analytics.topDiscounts'),
      testId: 'chart-top-discounts',
      colour: CHART_COLOURS.rose,
    },
  ]
  const tops = charts.map((chart) => ({ ...chart, items: topClicks(days, chart.type) }))
  if (tops.every((top) => top.items.length === 0)) return <p className="admin-empty">{t('analytics.noTop')}</p>
  return (
    <div className="admin-charts">
      {tops.map((top) =>
        top.items.length === 0 ? null : (
          <ChartFigure
            key={top.type}
            title={top.title}
            kind="top"
            testId={top.testId}
            labelHeader={t('analytics.nameColumn')}
            height={Math.max(120, top.items.length * 36 + 40)}
            series={[{ key: 'count', label: t('analytics.clicks'), colour: top.colour }]}
            rows={top.items.map((item) => ({
              label: item.name || t('analytics.unnamed'),
              values: { count: item.count },
            }))}
          />
        ),
      )}
    </div>
  )
}

/** One day's figures (date picker) and the week up to it as charts, each with its table for screen readers. */
export function AnalyticsArea() {
  const { t } = useAdminText()
  const [date, setDate] = useState(todayUtc)
  const dates = weekDates(date)
  const daily = useDailyStats(date)
  const weekly = useWeeklyStats(date)
  const days = useDaysStats(dates)
  return (
    <>
      <AreaHeading>{t('frame.areas.analytics')}</AreaHeading>
      <Field label={t('analytics.date')} hint={t('analytics.dateHint')} className="admin-date">
        {(control) => (
          <input
            {...control}
            type="date"
            value={date}
            max={todayUtc()}
            onChange={(event) => {
              if (event.target.value) setDate(event.target.value)
            }}
            data-testid="analytics-date"
          />
        )}
      </Field>
      <section className="admin-group" aria-labelledby="analytics-day-title">
        <h3 id="analytics-day-title">{t('analytics.day', { date })}</h3>
        <QueryState query={daily} rows={1}>
          {(stats) => <DayFigures stats={stats} />}
        </QueryState>
      </section>
      <section className="admin-group" aria-labelledby="analytics-week-title">
        <h3 id="analytics-week-title">{t('analytics.week', { from: dates[0], to: date })}</h3>
        <QueryState query={weekly} rows={2}>
          {(week) => <WeekCharts week={week} />}
        </QueryState>
        <QueryState query={days} rows={2}>
          {(list) => <TopCharts days={list} />}
        </QueryState>
      </section>
    </>
  )
}
