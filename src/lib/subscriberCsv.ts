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

const UNPARSE = { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: true } as const

/** The file's start: the byte order mark and the header line. Rows follow, each chunk after a CRLF. */
export const subscriberCsvHeader = ({ columns }: SubscriberCsvLabels): string =>
  UTF8_BOM +
  Papa.unparse(
    [
      [
        columns.email,
        columns.firstName,
        columns.lastName,
        columns.state,
        columns.consent,
        columns.language,
        columns.created,
        columns.confirmed,
      ],
    ],
    UNPARSE,
  )

/** Some rows as CSV lines, CRLF between them (none at the end). */
export const subscriberCsvRows = (rows: SubscriberRow[], labels: SubscriberCsvLabels): string =>
  Papa.unparse(
    rows.map((row) => [
      row.email,
      row.firstName ?? '',
      row.lastName ?? '',
      labels.states[subscriberState(row)],
      row.marketingConsent ? labels.yes : labels.no,
      row.locale,
      row.created_at,
      row.confirmed_at ?? '',
    ]),
    // escapeFormulae: a name starting with = + - @ must not run as a formula when the file is opened.
    UNPARSE,
  )

/** The subscribers as a CSV file's text for Excel with Swedish settings: BOM, `;`, CRLF, quoting by papaparse. */
export const subscribersCsv = (rows: SubscriberRow[], labels: SubscriberCsvLabels): string =>
  rows.length === 0
    ? subscriberCsvHeader(labels)
    : `${subscriberCsvHeader(labels)}\r\n${subscriberCsvRows(rows, labels)}`
