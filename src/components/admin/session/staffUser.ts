/** The staff member the contract's auth routes answer (docs/api.md, Auth). */
export type StaffUser = { id: string | number; username: string | null; name: string | null }
export type StaffSession = { token: string; user: StaffUser; exp: number }

export const displayName = (user: StaffUser): string => user.name || user.username || ''
