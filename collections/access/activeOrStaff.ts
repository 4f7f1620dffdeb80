import type { Access } from 'payload'

/** Staff see everything; visitors see only what is switched on (treatments, media). */
export const activeOrStaff: Access = ({ req }) => (req.user ? true : { isActive: { equals: true } })
