import type { FieldHook } from 'payload'

/**
 * Dates are stored as full ISO timestamps whatever a client sends (`2026-11-21` too): SQLite keeps text as
 * given, and a bare day would compare before that day's midnight in every date query.
 */
export const normalizeDate: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || value === '') return value
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
