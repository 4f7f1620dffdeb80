'use client'

import { AreaHeading } from '../frame/AreaHeading'
import { useOpenArea } from '../frame/AreaNavigation'
import type { Area } from '../frame/areas'
import { useAdminText, useMessageText } from '../useAdminText'
import { BackupWarning } from './BackupWarning'
import { DashboardWeek } from './DashboardWeek'
import { useDashboardCounts } from './useDashboardCounts'

type Card = { key: 'services' | 'promotions' | 'gallery' | 'messages' | 'subscribers'; area: Area }

const CARDS: Card[] = [
  { key: 'services', area: 'services' },
  { key: 'promotions', area: 'promotions' },
  { key: 'gallery', area: 'gallery' },
  { key: 'messages', area: 'messages' },
  { key: 'subscribers', area: 'subscribers' },
]

/** The counts of SPEC §1 and the two that need attention, each leading to where it is managed. */
export function DashboardArea() {
  const { t } = useAdminText()
  const say = useMessageText()
  const counts = useDashboardCounts()
  const openArea = useOpenArea()
  return (
    <>
      <AreaHeading>{t('frame.areas.dashboard')}</AreaHeading>
      <BackupWarning />
      <ul className="admin-cards" aria-label={t('dashboard.counts')}>
        {CARDS.map(({ key, area }) => {
          const { query, count } = counts[key]
          const value = query.isPending ? '…' : query.error ? '–' : String(count ?? 0)
          const content = (
            <>
              <span className="admin-card__value" data-testid={`count-${key}`}>
                {value}
              </span>
              <span>{t(`dashboard.${key}`)}</span>
              {query.error ? <span className="field__error">{say((query.error as Error).message)}</span> : null}
            </>
          )
          return (
            <li key={key}>
              <button type="button" className="admin-card" onClick={() => openArea(area)} data-testid={`card-${key}`}>
                {content}
              </button>
            </li>
          )
        })}
      </ul>
      <DashboardWeek />
    </>
  )
}
