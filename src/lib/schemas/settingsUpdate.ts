import { z } from 'zod'

import { isSettingKey, SETTING_KEYS } from '../settingKeys'

/** `PUT /settings` body: `{ settings: [{ key, value_sv, value_en }] }`; an unknown key is refused. */
export const settingsUpdateSchema = z.object({
  settings: z
    .array(
      z.object({
        key: z.string().refine(isSettingKey, {
          message: `Unknown setting key. Known keys: ${SETTING_KEYS.join(', ')}`,
        }),
        value_sv: z.string().max(5000).nullish(),
        value_en: z.string().max(5000).nullish(),
      }),
    )
    .min(1, 'settings must list at least one { key, value_sv, value_en }'),
})
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>
