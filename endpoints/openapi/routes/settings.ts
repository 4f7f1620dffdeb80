import { settingsUpdateSchema } from '../../../src/lib/schemas/settingsUpdate'
import type { RouteDoc } from '../../http/route'
import { settingsAnswer } from '../answers'

/** /settings (endpoints/settings.ts). */
export const settingsRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/settings',
    summary: 'The site settings',
    success: { data: settingsAnswer, description: 'Every setting in both languages.' },
  },
  {
    method: 'put',
    path: '/settings',
    summary: 'Change settings',
    description: 'Only the keys and languages sent change; `null` empties a value.',
    staff: true,
    body: settingsUpdateSchema,
    success: { data: settingsAnswer, description: 'Every setting as it is now.' },
    errors: { 400: ['Please correct the highlighted fields.'] },
  },
]
