import Papa from 'papaparse'

import type { AuditEntryAnswer } from './contract/audit'
import type { Locale } from './locales'
import { CSV_DELIMITER, UTF8_BOM } from './subscriberCsv'

const COLUMNS: Record<Locale, string[]> = {
  sv: [
    'Tid (UTC)',
    'Vem (id)',
    'Vem',
    'Vad',
    'Utfall',
    'Samling',
    'Id',
    'Antal',
    'Detalj',
    'Förfrågans id',
    'Adressens dagspseudonym',
  ],
  en: [
    'When (UTC)',
    'Who (id)',
    'Who',
    'What',
    'Outcome',
    'Collection',
    'Id',
    'Count',
    'Detail',
    'Request id',
    "Address's daily pseudonym",
  ],
}

export const AUDIT_CSV_NAME: Record<Locale, string> = { sv: 'handelselogg', en: 'audit-trail' }

// Formulae are escaped: an entry's text (a username, a detail) must never run as a formula in Excel.
const UNPARSE = { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: true } as const

export const auditCsvHeader = (locale: Locale): string => UTF8_BOM + Papa.unparse([COLUMNS[locale]], UNPARSE)

export const auditCsvRows = (entries: AuditEntryAnswer[]): string =>
  Papa.unparse(
    entries.map((entry) => [
      entry.at,
      entry.actor ?? '',
      entry.actor_name ?? '',
      entry.action,
      entry.outcome,
      entry.target_collection ?? '',
      entry.target_id ?? '',
      entry.count ?? '',
      entry.detail ?? '',
      entry.request_id ?? '',
      entry.address_pseudonym ?? '',
    ]),
    UNPARSE,
  )
