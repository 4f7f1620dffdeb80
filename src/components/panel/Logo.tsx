import type { ServerProps } from 'payload'

import { salonName } from './salonName'
import { panelText } from '../../lib/i18n/panel'

/** The salon's logo on the panel's login page (Payload's `admin.components.graphics.Logo`). */
export async function Logo({ payload, i18n }: ServerProps) {
  const name = await salonName(payload)
  return (
    <span className="salong-logo" data-testid="salon-logo">
      <img src="/icons/icon.svg" alt="" width={64} height={64} />
      <span className="salong-logo__text">
        <span className="salong-logo__name">{name}</span>
        <span className="salong-logo__sub">{panelText(i18n, 'panelName')}</span>
      </span>
    </span>
  )
}
