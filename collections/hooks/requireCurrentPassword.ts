import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { CURRENT_PASSWORD_VERIFIED } from '../../src/platform/requestContext'

/** Besides the password, what signs a staff member in or gets their reset e-mail. */
const CREDENTIALS = ['email', 'username'] as const

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase()

/**
 * Why an update of one's own account `original` needs the current password (the message to answer), or nothing
 * when it changes none of the credentials (a password counts as changed whenever one is sent).
 */
export const currentPasswordNeeded = (
  data: Record<string, unknown>,
  original: Record<string, unknown>,
): string | undefined => {
  if (typeof data.password === 'string' && data.password !== '') return 'Enter your current password to change it.'
  const changed = CREDENTIALS.some((name) => name in data && !same(data[name], original[name]))
  return changed ? 'Enter your current password to change your e-mail address or username.' : undefined
}

/**
 * Changing one's own password, e-mail address or username needs the current password, on every route: a stolen
 * session alone must not be enough to take over the account (a new address would get the reset e-mail). The
 * routes that allow it check the current password before the update begins and say so in the context (the
 * contract's change-password, and usersUpdate for Payload's REST and panel); any other own change is refused.
 * The owner changing someone else's account needs no such check (access decides who may).
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data || !originalDoc) return data
  if (!req.user || String(req.user.id) !== String(originalDoc.id)) return data
  if (req.context[CURRENT_PASSWORD_VERIFIED] === true) return data
  const message = currentPasswordNeeded(data, originalDoc)
  if (message) throw new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', message }] })
  return data
}
