import type { PayloadRequest } from 'payload'

import { ok } from './http/envelope'
import { type ContractRoute, route } from './http/route'
import { privacyEraseAnswer, privacyExportAnswer } from './openapi/answers'
import { AUDITED_BY_CALLER } from '../src/audit/auditHooks'
import { recordAudit } from '../src/audit/recordAudit'
import { privacyRequestSchema } from '../src/lib/schemas/privacyRequest'
import { erasePersonalData, exportPersonalData } from '../src/queries/personalData'

// Logged with counts and the staff member only: the log must not become another copy of the personal data.
const logRequest = (req: PayloadRequest, what: 'export' | 'erase', counts: object) =>
  req.payload.logger.info({ msg: `Privacy ${what}`, staff: req.user?.id, counts })

const total = (counts: object): number =>
  Object.values(counts).reduce((sum: number, value) => sum + (typeof value === 'number' ? value : 0), 0)

/**
 * /privacy — data requests about one e-mail address (GDPR access and erasure), staff only, beside the contract
 * (`privacy` is no collection slug, so the root reaches these routes).
 */
export const privacyEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/privacy/export',
    summary: 'Everything kept about an e-mail address',
    staff: true,
    query: privacyRequestSchema,
    success: { data: privacyExportAnswer, description: 'The records, as they are stored.' },
    handler: async ({ req, query: { email } }) => {
      const data = await exportPersonalData(req, email)
      logRequest(req, 'export', data.counts)
      // The counts only: the trail must not become a list of the addresses asked about.
      await recordAudit(req, {
        action: 'personal-data.exported',
        target: { collection: 'privacy', count: total(data.counts) },
      })
      return ok(data)
    },
  }),

  route({
    method: 'post',
    path: '/privacy/erase',
    summary: 'Erase everything kept about an e-mail address',
    staff: true,
    body: privacyRequestSchema,
    success: { data: privacyEraseAnswer, description: 'How many records were erased.' },
    handler: async ({ req, body: { email } }) => {
      // The subscribers it erases are this entry's, not one each (src/audit/auditHooks.ts).
      req.context[AUDITED_BY_CALLER] = true
      const data = await erasePersonalData(req, email)
      logRequest(req, 'erase', data.erased)
      await recordAudit(req, {
        action: 'personal-data.erased',
        target: { collection: 'privacy', count: total(data.erased) },
      })
      return ok(data)
    },
  }),
]
