import type { Locale } from './locales'
import type { SettingKey } from './settingKeys'

/** Built-in texts shown while a setting is empty (SPEC §1, §9). */
export const SETTING_FALLBACKS: Record<Locale, Record<SettingKey, string>> = {
  sv: {
    site_title: 'Salong',
    site_subtitle: 'Skönhet & spa',
    site_description: 'Lyxiga behandlingar i en lugn miljö.',
    contact_phone: '+46 8 123 45 67',
    contact_email: 'info@salong.se',
    address: 'Stockholm',
    opening_hours: 'Mån–Fre 9:00–19:00\nLör 10:00–18:00\nSön stängt',
    instagram: '',
    facebook: '',
    privacy_text: '',
    terms_text: '',
  },
  en: {
    site_title: 'Salong',
    site_subtitle: 'Beauty & spa',
    site_description: 'Luxury treatments in a calm setting.',
    contact_phone: '+46 8 123 45 67',
    contact_email: 'info@salong.se',
    address: 'Stockholm',
    opening_hours: 'Mon–Fri 9:00–19:00\nSat 10:00–18:00\nSun closed',
    instagram: '',
    facebook: '',
    privacy_text: '',
    terms_text: '',
  },
}
