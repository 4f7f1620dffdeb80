import type { Endpoint, PayloadRequest } from 'payload'

import { ok } from './http/envelope'
import { readBody, readQuery } from './http/input'
import { staffRoute } from './http/route'
import { privacyRequestSchema } from '../src/lib/schemas/privacyRequest'
import { erasePersonalData, exportPersonalData } from '../src/queries/personalData'

// Logged with counts and the staff member only: the log must not become another copy of the personal data.
const logRequest = (req: PayloadRequest, what: 'export' | 'erase', counts: object) =>
  req.payload.logger.info({ msg: `Privacy ${what}`, staff: req.user?.id, counts })

/**
 * /privacy — data requests about one e-mail address (GDPR access and erasure), staff only, beside the contract
 * (`privacy` is no collection slug, so the root reaches these routes).
 */
export const privacyEndpoints: Endpoint[] = [
  staffRoute('get', '/privacy/export', async (req) => {
    const { email } = readQuery(req, privacyRequestSchema)
    const data = await exportPersonalData(req, email)
    logRequest(req, 'export', data.counts)
    return ok(data)
  }),

  staffRoute('post', '/privacy/erase', async (req) => {
    const { email } = await readBody(req, privacyRequestSchema)
    const data = await erasePersonalData(req, email)
    logRequest(req, 'erase', data.erased)
    return ok(data)
  }),
]
