import type { Payload } from 'payload'

import type { Locale } from '../lib/locales'
import { DEFAULT_THEME, type Theme } from '../lib/theme'
import { findSiteSettings } from '../queries/siteSettings'

/** What every e-mail shows of the salon: its name, mark, colours, address and how to reach it. */
export type SalonDetails = {
  locale: Locale
  name: string
  address: string
  phone: string
  email: string
  siteUrl: string
  logoUrl: string
  colours: Theme
}

/**
 * The salon as the settings describe it, in one language. The theme colours live in each browser (the admin's
 * theme editor), so mail wears the site's default palette; the logo is the PNG mark, which every mail program shows.
 */
export const findSalonDetails = async (payload: Payload, locale: Locale, origin: string): Promise<SalonDetails> => {
  const settings = await findSiteSettings(payload, locale)
  return {
    locale,
    name: settings.site_title,
    address: settings.address,
    phone: settings.contact_phone,
    email: settings.contact_email,
    siteUrl: locale === 'en' ? `${origin}/en` : `${origin}/`,
    logoUrl: `${origin}/icons/icon-192.png`,
    colours: { ...DEFAULT_THEME },
  }
}
