import type { Payload } from 'payload'

import { findGalleryItems } from './gallery'
import { findDiscounts } from './promotions'
import { findSiteSettings } from './siteSettings'
import { findServices } from './treatments'
import type { Locale } from '../lib/locales'
import type { SiteData } from '../lib/siteData'

/** Everything the page shows, read as an anonymous visitor through the same queries as the /api contract. */
export const findSiteContent = async (payload: Payload, locale: Locale): Promise<SiteData> => {
  const [settings, services, gallery, films, discounts] = await Promise.all([
    findSiteSettings(payload, locale),
    findServices(payload, { locale }),
    findGalleryItems(payload, { locale }),
    findGalleryItems(payload, { locale, placements: ['hero', 'services'] }),
    findDiscounts(payload, { locale }),
  ])
  return { settings, services, gallery, films, discounts }
}
