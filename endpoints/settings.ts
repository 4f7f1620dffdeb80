import { ok, okFromJson } from './http/envelope'
import { type ContractRoute, route } from './http/route'
import { settingsAnswer } from './openapi/answers'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { LOCALES } from '../src/lib/locales'
import { settingsUpdateSchema } from '../src/lib/schemas/settingsUpdate'
import { visitorReadAsJson } from '../src/platform/publicCache'
import { publishGlobal } from '../src/queries/publishBesideDraft'
import { findSettingEntries } from '../src/queries/siteSettings'

/** /settings — the site settings as `[{ key, value_sv, value_en }]` (SPEC §7). */
export const settingsEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/settings',
    summary: 'The site settings',
    success: { data: settingsAnswer, description: 'Every setting in both languages.' },
    visitor: async ({ payload }) =>
      okFromJson(await visitorReadAsJson(['settings'], [CACHE_TAGS.settings], () => findSettingEntries(payload))),
    // The same for staff, read from the database: they see a change the moment they save it.
    handler: async ({ req }) => ok(await findSettingEntries(req.payload)),
  }),

  route({
    method: 'put',
    path: '/settings',
    summary: 'Change settings',
    description: 'Only the keys and languages sent change; `null` empties a value.',
    staff: true,
    body: settingsUpdateSchema,
    success: { data: settingsAnswer, description: 'Every setting as it is now.' },
    errors: { 400: ['Please correct the highlighted fields.'] },
    handler: async ({ req, body: { settings } }) => {
      for (const locale of LOCALES) {
        const data = Object.fromEntries(
          settings.flatMap((entry) => {
            const value = locale === 'sv' ? entry.value_sv : entry.value_en
            return value === undefined ? [] : [[entry.key, value ?? '']]
          }),
        )
        if (Object.keys(data).length > 0) {
          await publishGlobal(req, 'settings', locale, data)
        }
      }
      return ok(await findSettingEntries(req.payload))
    },
  }),
]
