import type { PayloadRequest } from 'payload'

import { mustSetUpSecondFactor } from './requirement'
import { SET_UP_SECOND_FACTOR } from '../lib/contract/secondFactor'

/**
 * What a member who must set a second factor up may still reach (a path below /api): the contract's profile and
 * factor routes (a passkey is one), and Payload's own ways in and out of a session (`/users/me`, login, logout, refresh, reset).
 */
export const reachableDuringSetUp = (path: string) =>
  /^\/(auth\/(profile|verify|validate|logout|second-factor(\/(setup|enable|disable|requirement))?|passkeys(\/registration\/(options|verify))?)|users\/(me|login|passkey-login|logout|refresh-token|forgot-password|reset-password))\/?$/.test(
    path,
  )

/**
 * The answer to a member the owner requires to set a second factor up first who asks for anything else: one rule
 * for the contract's staff routes (endpoints/http/route.ts) and Payload's own REST (collections/plugins/).
 */
export const blockedUntilSecondFactor = async (req: PayloadRequest): Promise<Response | undefined> => {
  const path = new URL(req.url ?? '', 'http://localhost').pathname.replace(/^\/api/, '')
  if (reachableDuringSetUp(path)) return undefined
  if (!(await mustSetUpSecondFactor(req.payload, req.user))) return undefined
  return Response.json(
    { success: false, error: SET_UP_SECOND_FACTOR, second_factor_setup_required: true },
    { status: 403 },
  )
}
