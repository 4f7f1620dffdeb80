import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { CURRENT_PASSWORD_VERIFIED } from '../../src/platform/requestContext'

/**
 * Changing one's own password needs the current one, on every route: a stolen session alone must not be enough
 * to take over the account. The routes that allow it check the current password before the update begins and
 * say so in the context (the contract's change-password, and usersUpdate for Payload's REST); any other own
 * change is refused. The owner resetting someone else's password needs no such check (access decides who may).
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || typeof data?.password !== 'string' || !data.password) return data
  if (!req.user || String(req.user.id) !== String(originalDoc?.id)) return data
  if (req.context[CURRENT_PASSWORD_VERIFIED] === true) return data
  const message = 'Enter your current password to change it.'
  throw new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', message }] })
}
