import type { Payload, PayloadRequest } from 'payload'

import { takeAttempt, type ThrottleRule } from './attemptThrottle'
import { clientAddress, LOCAL_ADDRESS } from './clientAddress'
import { deleteCounter, refundCounter } from './counters'
import { limitKey } from './limitKey'
import { SECOND_FACTOR_CODE, SIGN_IN_METHOD } from './requestContext'
import { SecondFactorRequired } from './secondFactorRequired'
import { recordSignIn } from '../audit/recordSignIn'
import { recordMetric } from '../lib/observability/metrics.mjs'

const HOUR = 60 * 60 * 1000
/** Per username from one address: a stranger's guesses use up the stranger's own attempts, nobody else's. */
const PER_PAIR: ThrottleRule = { free: 5, maxDelayMs: 5 * 60_000, forgetAfterMs: HOUR }
/**
 * Without a client address (no TRUSTED_PROXIES) every visitor shares one, so the pair is the username alone, from
 * everywhere: its wait stays at the minute a stranger may impose on everyone, not the pair's five.
 */
const PER_PAIR_WITHOUT_ADDRESS: ThrottleRule = { ...PER_PAIR, maxDelayMs: 60_000 }
/** Per client address, across usernames: more room, as a salon's staff may share one. */
const PER_ADDRESS: ThrottleRule = { free: 10, maxDelayMs: 60_000, forgetAfterMs: HOUR }
/**
 * Per username from everywhere, against guessing from many addresses: a ceiling one address cannot reach within
 * its pair's delays (about 24 an hour), and an hour from the first attempt however often someone keeps trying.
 */
const PER_USERNAME: ThrottleRule = { free: 100, maxDelayMs: 60_000, forgetAfterMs: HOUR, fixedWindow: true }

type Step = { key: string; rule: ThrottleRule }

/** Usernames and e-mail addresses are matched trimmed and in lower case, as Payload matches them. */
const normalized = (identifier: string) => identifier.trim().toLowerCase()

/** The counters of one attempt, in the order they are taken: the narrowest first. */
const stepsOf = (purpose: string, req: PayloadRequest, identifier: string) => {
  const name = normalized(identifier)
  const address = clientAddress(req)
  return {
    pair: {
      key: limitKey(`${purpose}-pair`, name, address),
      rule: address === LOCAL_ADDRESS ? PER_PAIR_WITHOUT_ADDRESS : PER_PAIR,
    },
    address: { key: limitKey(`${purpose}-address`, address), rule: PER_ADDRESS },
    username: { key: limitKey(`${purpose}-user`, name), rule: PER_USERNAME },
  }
}

/** Takes an attempt of each step or throws the first one's 429; a refused attempt leaves no step counted. */
const takeAll = async (payload: Payload, steps: Step[]): Promise<void> => {
  const taken: Step[] = []
  try {
    for (const step of steps) {
      await takeAttempt(payload, step.key, step.rule)
      taken.push(step)
    }
  } catch (error) {
    for (const step of taken) await refundCounter(payload, step.key)
    throw error
  }
}

/**
 * A password check behind growing delays, shared by the contract's login, its password change, Payload's own
 * `/api/users/login` and the current-password check of usersUpdate. Delays count per (username, address) first,
 * so a stranger who keeps guessing `admin` keeps only themselves waiting; per address across usernames; and per
 * username alone only at a much higher ceiling, which only guessing from many addresses reaches. Only a failed
 * check keeps its attempt counted: success forgets the pair's failures and gives the other two their attempt back.
 * A wrong second-factor code is a failed check too (collections/hooks/secondFactorAtLogin.ts).
 */
export const throttledLogin = async <T>(
  req: PayloadRequest,
  identifier: string,
  check: () => Promise<T>,
  { signIn = false }: { signIn?: boolean } = {},
): Promise<T> => {
  const { payload } = req
  // A sign-in's outcome is counted for the operator (salong_staff_logins_total); a password re-asked is not one.
  const counted = (outcome: 'success' | 'failure' | 'locked' | 'second_factor_required') =>
    signIn && recordMetric((metrics) => metrics.staffLogins.inc({ outcome }))
  // …and it goes in the audit trail, with how it was made (a right password still waiting for its code does not).
  const method =
    (req.context[SIGN_IN_METHOD] as string | undefined) ??
    (req.context[SECOND_FACTOR_CODE] ? 'password and code' : 'password')
  const audited = async (outcome: 'success' | 'failure' | 'refused', result?: unknown) =>
    signIn && recordSignIn(req, { identifier, outcome, method, result })
  const steps = stepsOf('login', req, identifier)
  try {
    await takeAll(payload, [steps.pair, steps.address, steps.username])
  } catch (error) {
    counted('locked')
    await audited('refused')
    throw error
  }
  const passed = async () => {
    await deleteCounter(payload, steps.pair.key)
    await refundCounter(payload, steps.address.key)
    await refundCounter(payload, steps.username.key)
  }
  try {
    const result = await check()
    counted('success')
    await passed()
    await audited('success', result)
    return result
  } catch (error) {
    // The password was right and only the code is still to come: no failure. A wrong code is one, like a
    // wrong password, and keeps its attempt.
    if (error instanceof SecondFactorRequired) await passed()
    counted(error instanceof SecondFactorRequired ? 'second_factor_required' : 'failure')
    if (!(error instanceof SecondFactorRequired)) await audited('failure')
    throw error
  }
}

/**
 * The same delays for asking for a password-reset e-mail (`POST /api/users/forgot-password`), counted apart from
 * logins: every request counts, as nothing tells a real request from a stranger's.
 */
export const throttledResetRequest = async (req: PayloadRequest, identifier: string): Promise<void> => {
  const steps = stepsOf('reset', req, identifier)
  await takeAll(req.payload, [steps.pair, steps.address, steps.username])
}
