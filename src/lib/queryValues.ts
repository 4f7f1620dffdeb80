import { isDocumentId } from './documentId'

/** What a query's field holds, as far as its values can be malformed: an id, a date or a number. */
export type ValueKind = 'id' | 'date' | 'number'

/** The comparisons whose values must be of the field's kind; `in`, `not_in` and `all` take a list. */
const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'in',
  'not_in',
  'all',
])
const LISTS = new Set(['in', 'not_in', 'all'])

const isValue = (kind: ValueKind, value: unknown, idType: 'number' | 'text'): boolean => {
  if (value === null || value === undefined) return true
  if (kind === 'id') return isDocumentId(value, idType)
  if (kind === 'number') return typeof value === 'number' ? Number.isFinite(value) : Number.isFinite(Number(value))
  const date = value instanceof Date ? value : new Date(value as string | number)
  return !Number.isNaN(date.getTime())
}

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]

/**
 * The first field of a query (Payload's `where`: fields, `and`, `or`) compared with a value it cannot hold (an id
 * that names nothing, a date that is none, a number that is not finite), or undefined when there is none.
 */
export const malformedQueryField = (
  where: unknown,
  kindOf: (path: string) => ValueKind | undefined,
  idType: 'number' | 'text',
): string | undefined => {
  if (!where || typeof where !== 'object') return undefined
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      for (const nested of Object.values(condition ?? {})) {
        const bad = malformedQueryField(nested, kindOf, idType)
        if (bad) return bad
      }
      continue
    }
    const kind = kindOf(key)
    if (!kind || !condition || typeof condition !== 'object') continue
    for (const [operator, operand] of Object.entries(condition)) {
      if (!COMPARISONS.has(operator)) continue
      const values = LISTS.has(operator) ? listOf(operand) : [operand]
      if (!values.every((value) => isValue(kind, value, idType))) return key
    }
  }
  return undefined
}
