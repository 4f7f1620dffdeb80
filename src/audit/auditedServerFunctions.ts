import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { ServerFunction } from 'payload'

import { recordAudit } from './recordAudit'

type ScheduleArgs = Parameters<typeof schedulePublishHandler>[0]

/**
 * The panel schedules a publish or unpublish through this server function (not REST): Payload's own, and an entry
 * in the audit trail once it has queued the job (a removal of a scheduled one is recorded as such).
 */
const auditedSchedulePublish: ServerFunction<ScheduleArgs> = async (args) => {
  const result = (await schedulePublishHandler(args)) as { error?: unknown } | undefined
  if (!result?.error) {
    const { doc, global, type, date, deleteID } = args
    await recordAudit(args.req, {
      action: 'content.scheduled',
      target: doc
        ? { collection: doc.relationTo, id: doc.value as string | number }
        : { collection: global ?? 'unknown' },
      detail: date ? `${type} at ${new Date(date).toISOString()}` : deleteID ? `removed ${deleteID}` : String(type),
    })
  }
  return result
}

/** The panel's server functions that differ from Payload's (src/app/(payload)/layout.tsx). */
export const auditedServerFunctions = { 'schedule-publish': auditedSchedulePublish }
