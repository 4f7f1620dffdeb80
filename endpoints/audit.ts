import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { ok } from './http/envelope'
import { langQuery } from './http/langQuery'
import { queryNumber } from './http/queryNumber'
import { type ContractRoute, route } from './http/route'
import { auditPageAnswer } from './openapi/answers'
import { AUDIT_CSV_NAME, auditCsvHeader, auditCsvRows } from '../src/lib/auditCsv'
import type { AuditEntryAnswer } from '../src/lib/contract/audit'
import type { Locale } from '../src/lib/locales'
import { salonDay } from '../src/lib/salonDay'
import { auditFilterSchema } from '../src/lib/schemas/auditQuery'
import { ApiError } from '../src/platform/apiError'
import { allAuditPages, findAuditPage } from '../src/queries/auditLog'

const AUDIT_OWNER_ONLY = 'Only the owner can read the audit trail.'

/** Owner only, before the query is read: nobody else learns anything of the trail, not even what it filters. */
const ownerOnly = (req: PayloadRequest) => {
  if ((req.user as { role?: string } | null)?.role !== 'owner') throw new ApiError(403, AUDIT_OWNER_ONLY)
}

const csvStream = (pages: AsyncGenerator<AuditEntryAnswer[]>, locale: Locale): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder()
  let started = false
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(auditCsvHeader(locale)))
        return
      }
      const next = await pages.next()
      if (next.done) return controller.close()
      controller.enqueue(encoder.encode(`\r\n${auditCsvRows(next.value)}`))
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
}

/**
 * /audit — the audit trail (docs/decisions/0070-audit-trail.md), beside the contract: read by the owner only,
 * never changed through any route (`audit-log` is the collection's slug, whose REST refuses every write).
 */
export const auditEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/audit',
    summary: 'The audit trail, a page at a time (owner only)',
    description:
      'What staff and the system did, newest first: when, who, what, on what, the outcome, the request id and ' +
      "the day's pseudonym of the address. Filters: `action`, `actor` (id, username or `system`), `from`, `to`.",
    staff: true,
    find: ownerOnly,
    query: auditFilterSchema.extend({
      page: queryNumber(z.number().int().min(1), 1, 100_000).describe('From 1 (default).'),
      limit: queryNumber(z.number().int().min(1).max(100), 50, 100).describe('Per page: 50 by default, at most 100.'),
    }),
    success: { data: auditPageAnswer, description: 'One page of entries, newest first, and the totals.' },
    errors: { 403: [AUDIT_OWNER_ONLY] },
    handler: async ({ req, query: { page, limit, ...filter } }) => ok(await findAuditPage(req, filter, page, limit)),
  }),

  route({
    method: 'get',
    path: '/audit/export',
    summary: 'The filtered audit trail as a CSV file (owner only)',
    description: 'The same filters as `GET /audit`, every entry, newest first; `lang` names the columns.',
    staff: true,
    find: ownerOnly,
    query: auditFilterSchema.extend(langQuery.shape),
    success: { file: 'The CSV file (UTF-8, for Swedish Excel).', mediaType: 'text/csv' },
    errors: { 403: [AUDIT_OWNER_ONLY] },
    handler: ({ req, query: { lang: locale = 'sv', ...filter } }) =>
      new Response(csvStream(allAuditPages(req, filter), locale), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${AUDIT_CSV_NAME[locale]}-${salonDay()}.csv"`,
          'Cache-Control': 'no-store',
        },
      }),
  }),
]
