/** The login's answer to a right password without the code a member with a second factor needs (401). */
export const SECOND_FACTOR_REQUIRED = 'A second factor is required'

/** A staff route's answer to a member the owner requires to set a second factor up first (403). */
export const SET_UP_SECOND_FACTOR = 'Set up a second factor before anything else.'

/**
 * `GET /auth/second-factor`: the caller's factor, whether the owner requires one of all staff, and whether the
 * caller may change that (the owner).
 */
export type SecondFactorStatus = {
  enabled: boolean
  required: boolean
  recovery_codes_left: number
  can_change_requirement: boolean
}

/** `POST /auth/second-factor/setup`: a new secret, active only once enabled with a code from it. */
export type SecondFactorSetup = { secret: string; otpauth_url: string }

/** `POST /auth/second-factor/enable`: the ten recovery codes, shown this once. */
export type SecondFactorEnabled = { recovery_codes: string[] }

/** `PUT /auth/second-factor/requirement`. */
export type SecondFactorRequirement = { required: boolean }
