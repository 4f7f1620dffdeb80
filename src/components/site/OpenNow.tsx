'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useSiteData } from './SiteDataProvider'
import { DAY_KEYS, openStatus, parseOpeningHours, type OpenStatus } from '../../lib/openingHours'

/** "Open now / closed" from the opening hours; shown after hydration only, since it depends on the clock. */
export function OpenNow() {
  const { t } = useTranslation()
  const { settings } = useSiteData()
  const [status, setStatus] = useState<OpenStatus | null>(null)

  useEffect(() => {
    const update = () => setStatus(openStatus(parseOpeningHours(settings.opening_hours), new Date()))
    update()
    const timer = window.setInterval(update, 60_000)
    return () => window.clearInterval(timer)
  }, [settings.opening_hours])

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
