import type { StaffProfile } from './staffUser'
import { apiRequest } from '../../../lib/apiClient'

/** SPEC §6 and §8: the profile check, with verify and then validate as fallbacks. */
const PROFILE_PATHS = ['/auth/profile', '/auth/verify', '/auth/validate'] as const
const ALL_VALIDATION_FAILED = 'All token validation endpoints failed'

/** The staff member a stored token belongs to, or null when every check fails (logged as SPEC §8 says). */
export const verifyToken = async (token: string): Promise<StaffProfile | null> => {
  for (const path of PROFILE_PATHS) {
    const result = await apiRequest<StaffProfile>(path, { token })
    if (result.success) return result.data
  }
  console.error(ALL_VALIDATION_FAILED)
  return null
}
