'use client'

import { AreaHeading } from '../frame/AreaHeading'
import { useAdminText } from '../useAdminText'

/** Placeholder while the area is being built. */
export function PricesArea() {
  const { t } = useAdminText()
  return <AreaHeading>{t('frame.areas.prices')}</AreaHeading>
}
