import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { FACTOR_OFF } from '../../src/secondFactor/staffFactor'

/**
 * The second factor changes only through its own routes (setup, enable, disable, in src/secondFactor/), never
 * through a save of the account: a new account starts without one, nobody switches one on without a code, and
 * a member switches their own off only with their password and a code. The owner may switch another member's off
 * (a lost phone with no recovery code left); that removes the secret and the recovery codes too.
 */
export const guardSecondFactor: CollectionBeforeChangeHook = ({ collection, data, originalDoc, operation, req }) => {
  if (operation === 'create') return { ...data, ...FACTOR_OFF }
  const wasOn = Boolean(originalDoc?.secondFactorEnabled)
  if (data.secondFactorEnabled === true && !wasOn) return { ...data, secondFactorEnabled: false }
  if (data.secondFactorEnabled === false && wasOn) {
    if (req.user && String(req.user.id) === String(originalDoc?.id)) {
      const message = 'Turn your own second factor off with your password and a code.'
      throw new ValidationError({ collection: collection.slug, errors: [{ path: 'secondFactorEnabled', message }] })
    }
    return { ...data, ...FACTOR_OFF }
  }
  return data
}
