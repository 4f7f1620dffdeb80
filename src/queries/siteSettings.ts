import type { Payload } from 'payload'

import type { SiteSettings, SettingEntry } from '../lib/contract/settings'
import { type Locale, LOCALES } from '../lib/locales'
import { SETTING_FALLBACKS } from '../lib/settingFallbacks'
import { SETTING_KEYS, type SettingKey } from '../lib/settingKeys'

// As a visitor reads them, for everyone: the published settings (collections/Settings.ts), never a draft.
const published = { overrideAccess: false, user: null } as const

/** Settings in one language (Swedish per empty field), built-in texts where a value is still empty. */
export const findSiteSettings = async (payload: Payload, locale: Locale): Promise<SiteSettings> => {
  const doc = (await payload.findGlobal({ slug: 'settings', locale, fallbackLocale: 'sv', ...published })) as Partial<
    Record<SettingKey, string | null>
  >
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [key, doc[key] || SETTING_FALLBACKS[locale][key]]),
  ) as SiteSettings
}

/** Every key with both language values, as the /api contract answers them. */
export const findSettingEntries = async (payload: Payload): Promise<SettingEntry[]> => {
  const [sv, en] = await Promise.all(
    LOCALES.map(
      (locale) =>
        payload.findGlobal({ slug: 'settings', locale, fallbackLocale: false, ...published }) as Promise<
          Partial<Record<SettingKey, string | null>>
        >,
    ),
  )
  return SETTING_KEYS.map((key) => ({ key, value_sv: sv[key] ?? '', value_en: en[key] ?? '' }))
}
