'use client'

import { useEffect, useState } from 'react'

import { usePageText } from './LanguageProvider'
import { whenIdle } from './whenIdle'
import { DAY_KEYS, openStatus, type OpenStatus, type Week } from '../../lib/openingHours'

/**
 * "Open now / closed" from the opening hours; shown after hydration only, since it depends on the clock. The week
 * comes read from the settings' text by the server (parseOpeningHours), not by a visitor's phone as it starts.
 */
export function OpenNow({ week }: { week: Week }) {
  const t = usePageText()
  const [status, setStatus] = useState<OpenStatus | null>(null)

  useEffect(() => {
    const update = () => setStatus(openStatus(week, new Date()))
    // The first reading of the clock in the salon's time zone loads the time-zone data: at an idle moment.
    const cancelFirst = whenIdle(update)
    const timer = window.setInterval(update, 60_000)
    return () => {
      cancelFirst()
      window.clearInterval(timer)
    }
  }, [week])

  if (!status) return <p className="open-now" aria-hidden="true" />
  if (status.open) {
    return (
      <p className="open-now open-now--open" data-testid="open-now">
        <span className="open-now__dot" aria-hidden="true" /> {t('open.openNow')} ·{' '}
        {t('open.closesAt', { time: status.closes })}
      </p>
    )
  }
  const opens = status.opens
  return (
    <p className="open-now" data-testid="open-now">
      <span className="open-now__dot" aria-hidden="true" /> {t('open.closedNow')}
      {opens
        ? ` · ${t('open.opensAt', { day: opens.today ? t('open.today') : t(`days.${DAY_KEYS[opens.day]}`), time: opens.time })}`
        : ''}
    </p>
  )
}
