import Papa from 'papaparse'

import { subscriberState, type SubscriberRow, type SubscriberState } from './subscriberState'

/** Excel reads a file as UTF-8 only with this mark before it; without it å, ä and ö come out garbled. */
export const UTF8_BOM = '\uFEFF'
/** Swedish Excel splits columns on `;` (its list separator, since `,` is the decimal comma). */
export const CSV_DELIMITER = ';'

export type SubscriberCsvLabels = {
  columns: {
    email: string
    firstName: string
    lastName: string
    state: string
    consent: string
    language: string
    created: string
    confirmed: string
  }
  states: Record<SubscriberState, string>
  yes: string
  no: string
}

/** The subscribers as a CSV file's text for Excel with Swedish settings: BOM, `;`, CRLF, quoting by papaparse. */
export const subscribersCsv = (rows: SubscriberRow[], labels: SubscriberCsvLabels): string => {
  const { columns } = labels
  const fields = [
    columns.email,
    columns.firstName,
    columns.lastName,
    columns.state,
    columns.consent,
    columns.language,
    columns.created,
    columns.confirmed,
  ]
  const data = rows.map((row) => [
    row.email,
    row.firstName ?? '',
    row.lastName ?? '',
    labels.states[subscriberState(row)],
    row.marketingConsent ? labels.yes : labels.no,
    row.locale,
    row.created_at,
    row.confirmed_at ?? '',
  ])
  // escapeFormulae: a name starting with = + - @ must not run as a formula when the file is opened.
  return UTF8_BOM + Papa.unparse({ fields, data }, { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: true })
}
