import { type CollectionBeforeChangeHook, Forbidden } from 'payload'

/** An audit entry is written once and never changed, whoever asks (collections/AuditLog.ts). */
export const refuseAuditChange: CollectionBeforeChangeHook = ({ operation, req, data }) => {
  if (operation !== 'create') throw new Forbidden(req.t)
  return data
}
