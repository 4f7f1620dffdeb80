import type { PayloadRequest } from 'payload'

import { takeAttempt, type ThrottleRule } from './attemptThrottle'
import { clientAddress } from './clientAddress'
import { deleteCounter, refundCounter } from './counters'

const HOUR = 60 * 60 * 1000
/** Per claimed username (known or not, so the answer tells nothing about who exists). */
const PER_USERNAME: ThrottleRule = { free: 5, maxDelayMs: 60_000, forgetAfterMs: HOUR }
/** Per client address: more room, as a salon's staff may share one. */
const PER_ADDRESS: ThrottleRule = { free: 10, maxDelayMs: 60_000, forgetAfterMs: HOUR }

const usernameKey = (identifier: string) => `login-user:${identifier.trim().toLowerCase()}`
const addressKey = (req: PayloadRequest) => `login-address:${clientAddress(req)}`

/**
 * A password check behind growing delays per username and per address, shared by the contract's login, its
 * password change and Payload's own `/api/users/login`. Only a failed check keeps its attempt counted: success
 * forgets the username's attempts and gives the address its attempt back.
 */
export const throttledLogin = async <T>(
  req: PayloadRequest,
  identifier: string,
  check: () => Promise<T>,
): Promise<T> => {
  const { payload } = req
  await takeAttempt(payload, usernameKey(identifier), PER_USERNAME)
  try {
    await takeAttempt(payload, addressKey(req), PER_ADDRESS)
  } catch (error) {
    await refundCounter(payload, usernameKey(identifier))
    throw error
  }
  const result = await check()
  await deleteCounter(payload, usernameKey(identifier))
  await refundCounter(payload, addressKey(req))
  return result
}
