/**
 * Whether a value can name a document on this database at all: SQLite's ids are positive integers, MongoDB's are
 * ObjectIds (24 hex digits). Anything else (`abc`, `%`, `1e400`) names nothing, so it is answered as not found
 * instead of reaching the database (where SQLite fails on a number that is not finite).
 */
export const isDocumentId = (value: unknown, idType: 'number' | 'text'): boolean => {
  if (idType === 'number') {
    const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value
    return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
  }
  // An ObjectId instance is accepted as its text.
  return (
    (typeof value === 'string' || typeof value === 'object') && value !== null && /^[0-9a-f]{24}$/i.test(String(value))
  )
}
