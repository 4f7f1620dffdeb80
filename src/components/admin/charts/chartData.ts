/** What a chart and its table alternative draw: one row per bar group, one value per series. */
export type ChartSeries = { key: string; label: string; colour: string }
export type ChartRow = { label: string; values: Record<string, number> }
export type ChartKind = 'days' | 'top'

/** The salon's colours (site.css tokens), strong enough against white for bars. */
export const CHART_COLOURS = { gold: '#8c6a2f', rose: '#b76e79', slate: '#2f3e46' }
