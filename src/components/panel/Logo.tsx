import type { ServerProps } from 'payload'

import { panelText } from '../../lib/i18n/panel'
import { salonName } from './salonName'

/** The salon's logo on the panel's login page (Payload's `admin.components.graphics.Logo`). */
export async function Logo({ payload, i18n }: ServerProps) {
  const name = await salonName(payload)
  return (
    <span className="salong-logo" data-testid="salon-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG, nothing for the image optimizer to do */}
      <img src="/icons/icon.svg" alt="" width={64} height={64} />
      <span className="salong-logo__text">
        <span className="salong-logo__name">{name}</span>
        <span className="salong-logo__sub">{panelText(i18n, 'panelName')}</span>
      </span>
    </span>
  )
}
