import type { ServerProps } from 'payload'

import { salonName } from './salonName'

/** The salon's mark in the panel's header, where it links to the dashboard (`admin.components.graphics.Icon`). */
export async function Icon({ payload }: ServerProps) {
  const name = await salonName(payload)
  return (
    <img className="salong-icon" data-testid="salon-icon" src="/icons/icon.svg" alt={name} width={24} height={24} />
  )
}
