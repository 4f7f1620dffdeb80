import type { PayloadRequest } from 'payload'

import { ok } from './envelope'
import { SECOND_FACTOR_REQUIRED } from '../../src/lib/contract/secondFactor'
import { ApiError } from '../../src/platform/apiError'
import { SECOND_FACTOR_CODE } from '../../src/platform/requestContext'
import { SecondFactorRequired } from '../../src/platform/secondFactorRequired'
import { mustSetUpSecondFactor, secondFactorRequired } from '../../src/secondFactor/requirement'

/** The contract's answer to a right password without the code its member needs. */
const secondFactorRequiredAnswer = () =>
  Response.json({ success: false, error: SECOND_FACTOR_REQUIRED, second_factor_required: true }, { status: 401 })

/**
 * A login of the contract with its optional code: the code goes to the model's check on the context (the login
 * then needs it only for a member with a factor), a right password without a needed code answers 401 with
 * `second_factor_required`, and a member the owner requires to set one up is told so in the answer.
 */
export const loginWithSecondFactor = async (
  req: PayloadRequest,
  code: string | undefined,
  login: () => Promise<Record<string, unknown>>,
): Promise<Response> => {
  if (code) req.context[SECOND_FACTOR_CODE] = code
  try {
    const session = await login()
    const setUp = await mustSetUpSecondFactor(req.payload, req.user)
    return ok(setUp ? { ...session, second_factor_setup_required: true } : session)
  } catch (error) {
    if (error instanceof SecondFactorRequired) return secondFactorRequiredAnswer()
    throw error
  }
}

/** The profile answers say whether the caller's factor is on, and whether they must set one up first. */
export const withSecondFactorState = async (req: PayloadRequest, profile: Record<string, unknown>) => ({
  ...profile,
  second_factor_enabled: Boolean((req.user as { secondFactorEnabled?: boolean | null }).secondFactorEnabled),
  second_factor_setup_required: await mustSetUpSecondFactor(req.payload, req.user),
})

export const MASTER_OFF_WHILE_REQUIRED = 'Master login is turned off while staff must use a second factor.'

/** Master login is one shared password with no second factor: refused while the owner requires one. */
export const refuseMasterLoginWhileRequired = async (req: PayloadRequest): Promise<void> => {
  if (await secondFactorRequired(req.payload)) throw new ApiError(403, MASTER_OFF_WHILE_REQUIRED)
}
