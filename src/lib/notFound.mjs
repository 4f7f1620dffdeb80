// Plain JavaScript, so the production server (server/, run by node as it is) and the route handlers share it.
/** The contract's answer for an address that names nothing it has (the envelope's `error`). */
export const NOT_FOUND = 'Not found.'
