/** `GET /auth/second-factor`: the caller's factor, and whether the owner requires one of all staff. */
export type SecondFactorStatus = { enabled: boolean; required: boolean; recovery_codes_left: number }

/** `POST /auth/second-factor/setup`: a new secret, active only once enabled with a code from it. */
export type SecondFactorSetup = { secret: string; otpauth_url: string }

/** `POST /auth/second-factor/enable`: the ten recovery codes, shown this once. */
export type SecondFactorEnabled = { recovery_codes: string[] }

/** `PUT /auth/second-factor/requirement`. */
export type SecondFactorRequirement = { required: boolean }
