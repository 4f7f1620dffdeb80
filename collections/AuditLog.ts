import type { CollectionConfig } from 'payload'

import { nobody } from './access/nobody'
import { ownerOnly } from './access/ownerOnly'
import { groups } from './admin/groups'
import { refuseAuditChange } from './hooks/refuseAuditChange'
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../src/audit/actions'
import { AUDIT_SLUG } from '../src/audit/recordAudit'

const label = (sv: string, en: string) => ({ sv, en })

/**
 * The audit trail: what staff and the system did, appended by src/audit/recordAudit.ts and never changed.
 * Only the owner reads it (here read-only, and through `GET /api/audit`); no route creates, changes or deletes an
 * entry (403), and the model refuses a change even from the server's own code. Only the retention pass removes
 * entries older than AUDIT_RETENTION_DAYS, through the adapter (src/audit/pruneAuditLog.ts).
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_SLUG,
  labels: { singular: label('Händelse', 'Audit entry'), plural: label('Händelselogg', 'Audit trail') },
  admin: {
    group: groups.system,
    useAsTitle: 'action',
    defaultColumns: ['at', 'actorName', 'action', 'outcome', 'targetCollection', 'targetId', 'detail'],
    listSearchableFields: ['action', 'actorName', 'targetId'],
    pagination: { defaultLimit: 50 },
    disableCopyToLocale: true,
  },
  defaultSort: '-at',
  access: { read: ownerOnly, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  hooks: { beforeChange: [refuseAuditChange] },
  timestamps: false,
  fields: [
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      label: label('Tid', 'When'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    // The member's id, `system` for jobs, empty for a sign-in attempt on no known account.
    { name: 'actor', type: 'text', index: true, label: label('Vem (id)', 'Who (id)') },
    // The username at the time: the entry stays readable after the account is removed.
    { name: 'actorName', type: 'text', label: label('Vem', 'Who') },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ value, label: value })),
      label: label('Vad', 'What'),
    },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: AUDIT_OUTCOMES.map((value) => ({ value, label: value })),
      label: label('Utfall', 'Outcome'),
    },
    { name: 'targetCollection', type: 'text', label: label('På vad', 'On what') },
    { name: 'targetId', type: 'text', label: label('Id', 'Id') },
    { name: 'count', type: 'number', label: label('Antal', 'Count') },
    { name: 'detail', type: 'text', label: label('Detalj', 'Detail') },
    { name: 'requestId', type: 'text', label: label('Förfrågans id', 'Request id') },
    { name: 'addressPseudonym', type: 'text', label: label('Adressens dagspseudonym', "Address's daily pseudonym") },
  ],
}
