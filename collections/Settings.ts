import type { Field, GlobalConfig } from 'payload'

import { anyone } from './access/anyone'
import { publishedForVisitors } from './access/publishedForVisitors'
import { staffOnly } from './access/staffOnly'
import { globalDraftsAndHistory } from './admin/drafts'
import { groups } from './admin/groups'
import { viewOnSite } from './admin/livePreview'
import { publishGlobalUnlessDraft } from './hooks/publishUnlessDraft'
import { revalidateGlobal } from './hooks/revalidateContent'
import { settingRule } from './hooks/validators'
import { auditSettings } from '../src/audit/auditHooks'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { SETTING_KEYS, type SettingKey } from '../src/lib/settingKeys'

type Text = { sv: string; en: string }

const labels: Record<SettingKey, Text> = {
  site_title: { sv: 'Webbplatsens titel', en: 'Site title' },
  site_subtitle: { sv: 'Underrubrik', en: 'Subtitle' },
  site_description: { sv: 'Beskrivning', en: 'Description' },
  contact_phone: { sv: 'Telefon', en: 'Phone' },
  contact_email: { sv: 'E-post', en: 'E-mail' },
  address: { sv: 'Adress', en: 'Address' },
  opening_hours: { sv: 'Öppettider', en: 'Opening hours' },
  instagram: { sv: 'Instagram', en: 'Instagram' },
  facebook: { sv: 'Facebook', en: 'Facebook' },
  privacy_text: { sv: 'Integritetspolicy, egen text', en: 'Privacy policy, own text' },
  terms_text: { sv: 'Villkor, egen text', en: 'Terms, own text' },
}

/** Only where the meaning or the format isn't obvious. */
const descriptions: Partial<Record<SettingKey, Text>> = {
  opening_hours: {
    sv: 'En rad per dag eller dagintervall, t.ex. ”Mån–Fre 09:00–19:00” och ”Sön stängt”. Sidan visar ”Öppet nu” utifrån dem.',
    en: 'One line per day or range of days, e.g. “Mon–Fri 09:00–19:00” and “Sun closed”. The page’s “Open now” is read from them.',
  },
  instagram: { sv: 'Kontonamnet (utan @) eller hela adressen', en: 'The account name (without @) or the full address' },
  facebook: { sv: 'Sidans namn eller hela adressen', en: 'The page name or the full address' },
  address: {
    sv: 'Visas i kontaktdelen och används för kartan',
    en: 'Shown in the contact section and used for the map',
  },
  privacy_text: {
    sv: 'Valfritt. Visas under integritetspolicyns inbyggda text (/integritet). Tom rad mellan stycken.',
    en: 'Optional. Shown below the privacy policy’s built-in text (/en/privacy). A blank line between paragraphs.',
  },
  terms_text: {
    sv: 'Valfritt. Ersätter villkorens inbyggda text (/villkor). Tom rad mellan stycken.',
    en: 'Optional. Replaces the built-in terms (/en/terms). A blank line between paragraphs.',
  },
}

const multiline = new Set<SettingKey>(['site_description', 'opening_hours', 'address', 'privacy_text', 'terms_text'])

const settingField = (key: SettingKey): Field => {
  const common = {
    name: key,
    localized: true,
    label: labels[key],
    validate: settingRule(key),
    admin: descriptions[key] ? { description: descriptions[key] } : undefined,
  }
  return multiline.has(key) ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
}

/** Site settings: one localized field per key of SPEC §3, named exactly as the key. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { sv: 'Inställningar', en: 'Settings' },
  admin: { group: groups.content, preview: viewOnSite() },
  access: { read: publishedForVisitors(anyone), readVersions: staffOnly, update: staffOnly },
  versions: globalDraftsAndHistory,
  hooks: {
    beforeOperation: [publishGlobalUnlessDraft],
    afterChange: [revalidateGlobal(CACHE_TAGS.settings), auditSettings],
  },
  fields: SETTING_KEYS.map(settingField),
}
