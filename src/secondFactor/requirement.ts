import type { Payload } from 'payload'

import { hasPasskey } from '../passkeys/staffPasskeys'

/** Whether the owner requires every staff member to use a second factor (the `staff-sign-in` global). */
export const secondFactorRequired = async (payload: Payload): Promise<boolean> => {
  const policy = await payload.findGlobal({ slug: 'staff-sign-in', depth: 0 })
  return Boolean(policy?.requireSecondFactor)
}

/**
 * A member who must set a second factor up before anything else: the owner requires one and they have none. A
 * passkey is one (it is verified with the device's PIN or fingerprint); such a member signs in with it, as a
 * password alone is refused them while the owner requires a factor (collections/hooks/secondFactorAtLogin.ts).
 */
export const mustSetUpSecondFactor = async (payload: Payload, user: unknown): Promise<boolean> =>
  Boolean(user) &&
  !(user as { secondFactorEnabled?: boolean | null }).secondFactorEnabled &&
  (await secondFactorRequired(payload)) &&
  !(await hasPasskey(payload, (user as { id: string | number }).id))
