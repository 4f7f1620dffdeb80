import type { Access, FieldAccess } from 'payload'

import { isOwner } from './isOwner'

/** Only a staff member with the owner role. */
export const ownerOnly: Access = ({ req }) => isOwner(req.user)

/** The same rule for a single field (e.g. who may set a role). */
export const ownerOnlyField: FieldAccess = ({ req }) => isOwner(req.user)
