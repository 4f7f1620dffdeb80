import type { Endpoint, PayloadRequest } from 'payload'

import { privacyRequestSchema } from '../src/lib/schemas/privacyRequest'
import { erasePersonalData, exportPersonalData } from '../src/queries/personalData'
import { ok } from './http/envelope'
import { fieldErrors, readBody } from './http/input'
import { badRequest } from './http/apiError'
import { staffRoute } from './http/route'

/** `?email=` of the export, by the same rule as the erase's body. */
const queryEmail = (req: PayloadRequest): string => {
  const parsed = privacyRequestSchema.safeParse({ email: req.searchParams.get('email') ?? undefined })
  if (parsed.success) return parsed.data.email
  const errors = fieldErrors(parsed.error)
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request.', errors)
}

// Logged with counts and the staff member only: the log must not become another copy of the personal data.
const logRequest = (req: PayloadRequest, what: 'export' | 'erase', counts: object) =>
  req.payload.logger.info({ msg: `Privacy ${what}`, staff: req.user?.id, counts })

/**
 * /privacy — data requests about one e-mail address (GDPR access and erasure), staff only, beside the contract
 * (`privacy` is no collection slug, so the root reaches these routes).
 */
export const privacyEndpoints: Endpoint[] = [
  staffRoute('get', '/privacy/export', async (req) => {
    const data = await exportPersonalData(req, queryEmail(req))
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
