import type { Payload } from 'payload'

/** Whether the owner requires every staff member to use a second factor (the `staff-sign-in` global). */
export const secondFactorRequired = async (payload: Payload): Promise<boolean> => {
  const policy = await payload.findGlobal({ slug: 'staff-sign-in', depth: 0 })
  return Boolean(policy?.requireSecondFactor)
}

/** A member who must set a second factor up before anything else: the owner requires one and they have none. */
export const mustSetUpSecondFactor = async (payload: Payload, user: unknown): Promise<boolean> =>
  Boolean(user) &&
  !(user as { secondFactorEnabled?: boolean | null }).secondFactorEnabled &&
  (await secondFactorRequired(payload))
