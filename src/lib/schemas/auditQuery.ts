import { z } from 'zod'

import { AUDIT_ACTIONS } from '../../audit/actions'

const empty = (value: unknown) => (value === '' ? undefined : value)

/** A day (YYYY-MM-DD, read as UTC) or a full ISO time. */
const moment = (name: string) =>
  z.preprocess(
    empty,
    z
      .string()
      .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), {
        error: `${name} must be a date (YYYY-MM-DD) or an ISO time`,
      })
      .optional(),
  )

/** `GET /api/audit`'s filters (shared with the in-page admin's list): what, who, from when and until when. */
export const auditFilterSchema = z.object({
  action: z.preprocess(
    empty,
    z.enum(AUDIT_ACTIONS, { error: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  ),
  actor: z
    .preprocess(empty, z.string().trim().max(100, 'actor must be at most 100 characters').optional())
    .describe("A member's id or username, or `system`."),
  from: moment('from').describe('From this day or time (inclusive).'),
  to: moment('to').describe('Until this day (inclusive, to its end) or time.'),
})
export type AuditFilter = z.output<typeof auditFilterSchema>
