import type { Access } from 'payload'

import { isOwner } from './isOwner'

/** The owner removes other staff accounts, never their own (the salon would be left without one). */
export const ownerOthersOnly: Access = ({ req }) =>
  Boolean(req.user) && isOwner(req.user) && { id: { not_equals: req.user!.id } }
