import type { Endpoint } from 'payload'

import { ok } from './http/envelope'
import { readBody } from './http/input'
import { publicRoute, staffRoute } from './http/route'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { LOCALES } from '../src/lib/locales'
import { settingsUpdateSchema } from '../src/lib/schemas/settingsUpdate'
import { publicRead } from '../src/platform/publicCache'
import { findSettingEntries } from '../src/queries/siteSettings'

/** /settings — the site settings as `[{ key, value_sv, value_en }]` (SPEC §7). */
export const settingsEndpoints: Endpoint[] = [
  publicRoute('get', '/settings', async (req) =>
    ok(await publicRead(req, ['settings'], [CACHE_TAGS.settings], () => findSettingEntries(req.payload))),
  ),

  staffRoute('put', '/settings', async (req) => {
    const { settings } = await readBody(req, settingsUpdateSchema)
    for (const locale of LOCALES) {
      const data = Object.fromEntries(
        settings.flatMap((entry) => {
          const value = locale === 'sv' ? entry.value_sv : entry.value_en
          return value === undefined ? [] : [[entry.key, value ?? '']]
        }),
      )
      if (Object.keys(data).length > 0) {
        await req.payload.updateGlobal({ slug: 'settings', locale, data, req, overrideAccess: false })
      }
    }
    return ok(await findSettingEntries(req.payload))
  }),
]
