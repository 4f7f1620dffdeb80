import type { Access } from 'payload'

import { isOwner } from './isOwner'

/** The owner changes any staff account; everyone else only their own. */
export const ownerOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  return isOwner(req.user) || { id: { equals: req.user.id } }
}
