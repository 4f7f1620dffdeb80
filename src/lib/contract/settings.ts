import type { SettingKey } from '../settingKeys'

export type SiteSettings = Record<SettingKey, string>

export type SettingEntry = { key: SettingKey; value_sv: string; value_en: string }
