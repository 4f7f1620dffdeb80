/** Every key of the site settings (SPEC §3); the `settings` global has one localized field per key. */
export const SETTING_KEYS = [
  'site_title',
  'site_subtitle',
  'site_description',
  'contact_phone',
  'contact_email',
  'address',
  'opening_hours',
  'instagram',
  'facebook',
] as const

export type SettingKey = (typeof SETTING_KEYS)[number]

export const isSettingKey = (value: unknown): value is SettingKey =>
  typeof value === 'string' && (SETTING_KEYS as readonly string[]).includes(value)
