'use client'

import { useAdminText } from '../useAdminText'
import { useSubscriberStats } from './useSubscribers'

/** Total, confirmed, awaiting confirmation, new this month, and suppressed (bounced or complained). */
export function SubscriberStatsCards() {
  const { t } = useAdminText()
  const stats = useSubscriberStats()
  const figures = stats.data
  const value = (count: number | undefined) =>
    stats.isPending ? '…' : stats.error || count === undefined ? '–' : String(count)
  const cards: { key: string; label: string; count: number | undefined }[] = [
    { key: 'total', label: t('subscribers.total'), count: figures?.total },
    { key: 'confirmed', label: t('subscribers.confirmed'), count: figures?.confirmed },
    { key: 'pending', label: t('subscribers.pending'), count: figures?.pending },
    { key: 'new', label: t('subscribers.newThisMonth'), count: figures?.new_this_month },
    {
      key: 'suppressed',
      label: t('subscribers.suppressedCount'),
      count: figures ? figures.bounced + figures.complained : undefined,
    },
  ]
  return (
    <ul className="admin-cards admin-cards--figures" aria-label={t('subscribers.stats')}>
      {cards.map((card) => (
        <li key={card.key}>
          <div className="admin-card admin-card--static">
            <span className="admin-card__value" data-testid={`subscribers-${card.key}`}>
              {value(card.count)}
            </span>
            <span>{card.label}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}
