import type { Access } from 'payload'

/** Only a logged-in staff member (any user of the `users` collection). */
export const staffOnly: Access = ({ req }) => Boolean(req.user)
