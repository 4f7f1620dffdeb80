import type { Payload } from 'payload'

import { SETTING_FALLBACKS } from '../../lib/settingFallbacks'

/** The salon's name as staff wrote it in the settings; the panel's logo and icon carry it. */
export const salonName = async (payload: Payload): Promise<string> => {
  const fallback = SETTING_FALLBACKS.sv.site_title
  try {
    const settings = await payload.findGlobal({
      slug: 'settings',
      depth: 0,
      locale: 'sv',
      select: { site_title: true },
    })
    return settings.site_title || fallback
  } catch {
    // The panel must render even when the settings can't be read (e.g. before the first migration).
    return fallback
  }
}
