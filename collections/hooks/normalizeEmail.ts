import type { FieldHook } from 'payload'

/** E-mail addresses are stored trimmed and lower-case, so one address is one subscriber. */
export const normalizeEmail: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)
