import type { Payload } from 'payload'

import { totpStepOf } from './oneTimeCode'
import { hashRecoveryCode, looksLikeRecoveryCode } from './recoveryCodes'
import { readFactor, saveRecoveryHashes } from './staffFactor'
import { startCounter } from '../platform/counters'
import { limitKey } from '../platform/limitKey'

type Id = string | number

const STEP_CLAIM_MS = 3 * 60_000
// Kept long: the claim, not only the hash's removal from the list, is what makes a recovery code single-use.
const RECOVERY_CLAIM_MS = 400 * 24 * 60 * 60_000

/**
 * Marks a key used, once: the first request to start it gets true, every other (even at the same moment, on
 * another server) false. A limit counter is the atomic slot both engines already share.
 */
const claimOnce = async (payload: Payload, key: string, ttlMs: number) =>
  (await startCounter(payload, key, Date.now(), ttlMs)) !== null

/**
 * Spends the time step of a code: no code of that step and secret passes again for this member. The secret is
 * part of the key (digested), so a new secret's first code is not taken for one of the old.
 */
export const claimStep = (payload: Payload, id: Id, secret: string, step: number) =>
  claimOnce(payload, limitKey('second-factor-step', String(id), secret, String(step)), STEP_CLAIM_MS)

/**
 * Spends a code of an active factor: the current time-based code (one step of drift either way) or one of the
 * unused recovery codes. A code is accepted once: its time step, or the recovery code, is claimed, so the same
 * code again is refused even within its 30 seconds. Answers what kind it was, or null.
 */
export const spendCode = async (payload: Payload, id: Id, code: string): Promise<'totp' | 'recovery' | null> => {
  const factor = await readFactor(payload, id)
  if (!factor?.enabled) return null
  const given = code.trim()
  const step = factor.secret ? totpStepOf(factor.secret, given) : null
  if (step !== null && factor.secret) return (await claimStep(payload, id, factor.secret, step)) ? 'totp' : null
  if (!looksLikeRecoveryCode(given)) return null
  const hash = hashRecoveryCode(given)
  if (!factor.recoveryHashes.includes(hash)) return null
  if (!(await claimOnce(payload, limitKey('second-factor-recovery', String(id), hash), RECOVERY_CLAIM_MS))) return null
  // Read again after the claim: another recovery code may have been spent in the meantime.
  const now = await readFactor(payload, id)
  await saveRecoveryHashes(
    payload,
    id,
    (now?.recoveryHashes ?? []).filter((stored) => stored !== hash),
  )
  return 'recovery'
}
