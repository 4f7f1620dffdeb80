import type { Field, GlobalConfig } from 'payload'

import { SETTING_KEYS, type SettingKey } from '../src/lib/settingKeys'
import { anyone } from './access/anyone'
import { staffOnly } from './access/staffOnly'
import { revalidateGlobalAfterChange } from './hooks/revalidateContent'

const labels: Record<SettingKey, { sv: string; en: string }> = {
  site_title: { sv: 'Webbplatsens titel', en: 'Site title' },
  site_subtitle: { sv: 'Underrubrik', en: 'Subtitle' },
  site_description: { sv: 'Beskrivning', en: 'Description' },
  contact_phone: { sv: 'Telefon', en: 'Phone' },
  contact_email: { sv: 'E-post', en: 'E-mail' },
  address: { sv: 'Adress', en: 'Address' },
  opening_hours: { sv: 'Öppettider', en: 'Opening hours' },
  instagram: { sv: 'Instagram', en: 'Instagram' },
  facebook: { sv: 'Facebook', en: 'Facebook' },
}

const multiline = new Set<SettingKey>(['site_description', 'opening_hours', 'address'])

/** Site settings: one localized field per key of SPEC §3, named exactly as the key. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { sv: 'Inställningar', en: 'Settings' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: SETTING_KEYS.map(
    (key): Field =>
      multiline.has(key)
        ? { name: key, type: 'textarea', localized: true, label: labels[key] }
        : { name: key, type: 'text', localized: true, label: labels[key] },
  ),
}
