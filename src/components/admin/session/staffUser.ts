/** The staff member the contract's auth routes answer (docs/api.md, Auth). */
export type StaffUser = { id: string | number; username: string | null; name: string | null }
/** The owner requires a second factor and this member has none yet: they set one up before anything else. */
type SetUpFirst = { second_factor_setup_required?: boolean }
export type StaffSession = { token: string; user: StaffUser; exp: number } & SetUpFirst
/** The profile answer (`GET /auth/profile`): the member, and their second factor. */
export type StaffProfile = StaffUser & SetUpFirst & { second_factor_enabled?: boolean }

export const displayName = (user: StaffUser): string => user.name || user.username || ''
