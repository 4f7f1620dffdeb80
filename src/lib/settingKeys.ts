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
  // Optional texts of the privacy and terms pages (beyond SPEC §3); empty means the built-in texts alone.
  'privacy_text',
  'terms_text',
] as const

export type SettingKey = (typeof SETTING_KEYS)[number]

/** Keys that may stay empty: the legal pages show their built-in texts then. */
export const OPTIONAL_SETTING_KEYS: readonly SettingKey[] = ['privacy_text', 'terms_text']

export const isSettingKey = (value: unknown): value is SettingKey =>
  typeof value === 'string' && (SETTING_KEYS as readonly string[]).includes(value)
