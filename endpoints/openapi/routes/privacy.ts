import { privacyRequestSchema } from '../../../src/lib/schemas/privacyRequest'
import type { RouteDoc } from '../../http/route'
import { privacyEraseAnswer, privacyExportAnswer } from '../answers'

/** /privacy: data requests about one address, beside the contract (endpoints/privacy.ts). */
export const privacyRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/privacy/export',
    summary: 'Everything kept about an e-mail address',
    staff: true,
    query: privacyRequestSchema,
    success: { data: privacyExportAnswer, description: 'The records, as they are stored.' },
  },
  {
    method: 'post',
    path: '/privacy/erase',
    summary: 'Erase everything kept about an e-mail address',
    staff: true,
    body: privacyRequestSchema,
    success: { data: privacyEraseAnswer, description: 'How many records were erased.' },
  },
]
