import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { LOGIN_NAME_MAX_LENGTH } from '../../src/lib/schemas/login'

/** A username or e-mail address no login would take (src/lib/schemas/login.ts) is refused when it is saved. */
export const limitLoginNames: CollectionBeforeChangeHook = ({ data, collection }) => {
  const errors = (['username', 'email'] as const)
    .filter((name) => typeof data?.[name] === 'string' && data[name].length > LOGIN_NAME_MAX_LENGTH)
    .map((path) => ({ path, message: `This can be at most ${LOGIN_NAME_MAX_LENGTH} characters.` }))
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors })
  return data
}
