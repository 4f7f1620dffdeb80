import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { isStrongPassword, WEAK_PASSWORD } from '../../src/lib/schemas/changePassword'

/**
 * The one password rule (src/lib/schemas/changePassword.ts) for every way a password is set: the contract,
 * Payload's REST and admin panel, the Local API. (Payload's reset-password route is guarded in usersResetPassword.)
 */
export const enforcePasswordRules: CollectionBeforeChangeHook = ({ data, collection }) => {
  if (typeof data?.password === 'string' && !isStrongPassword(data.password)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', message: WEAK_PASSWORD }] })
  }
  return data
}
