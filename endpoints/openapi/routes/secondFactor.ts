import { z } from 'zod'

import {
  secondFactorDisableSchema,
  secondFactorEnableSchema,
  secondFactorRequirementSchema,
} from '../../../src/lib/schemas/secondFactor'
import {
  secondFactorEnabledAnswer,
  secondFactorRequirementAnswer,
  secondFactorSetupAnswer,
  secondFactorStatusAnswer,
} from '../answers'
import type { RouteDoc } from '../routeDoc'

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait N seconds and try again.'
const ALREADY_ON = 'A second factor is already on. Turn it off first.'

/** /auth/second-factor (endpoints/secondFactor.ts). */
export const secondFactorRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/auth/second-factor',
    summary: "The signed-in staff member's second factor",
    staff: true,
    success: { data: secondFactorStatusAnswer, description: 'Whether it is on, required, and recovery codes left.' },
  },
  {
    method: 'post',
    path: '/auth/second-factor/setup',
    summary: 'Start setting up a second factor',
    description:
      'A new secret for an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s), not active until enabled with a ' +
      'code from it. A second setup replaces a secret not yet enabled.',
    staff: true,
    success: { data: secondFactorSetupAnswer, description: 'The secret, as text and as an otpauth:// address.' },
    errors: { 409: [ALREADY_ON] },
  },
  {
    method: 'post',
    path: '/auth/second-factor/enable',
    summary: 'Turn the second factor on',
    description:
      'With a current code from the app. Answers ten recovery codes, shown only this once (stored as hashes). ' +
      'Wrong codes count in the login throttle.',
    staff: true,
    body: secondFactorEnableSchema,
    success: {
      data: secondFactorEnabledAnswer,
      message: 'The second factor is on. Keep the recovery codes safe.',
      description: 'On from now on: every login asks for a code.',
    },
    errors: {
      400: ['The code is not correct.'],
      409: [ALREADY_ON, 'Start with POST /api/auth/second-factor/setup.'],
      429: [TOO_MANY_LOGINS],
    },
  },
  {
    method: 'post',
    path: '/auth/second-factor/disable',
    summary: 'Turn the second factor off',
    description:
      'With the password and a code (a recovery code also serves), checked as a login is. Refused while the ' +
      'owner requires second factors.',
    staff: true,
    body: secondFactorDisableSchema,
    success: {
      data: z.object({ enabled: z.literal(false) }),
      message: 'The second factor is off.',
      description: 'Off.',
    },
    errors: {
      400: ['The password or the code is not correct.'],
      403: ['The owner requires a second factor: it cannot be turned off.'],
      409: ['No second factor is on.'],
      429: [TOO_MANY_LOGINS],
    },
  },
  {
    method: 'put',
    path: '/auth/second-factor/requirement',
    summary: 'Require a second factor of all staff (owner only)',
    description:
      'Members without one are sent to set it up at their next login and can do nothing else until they have; ' +
      'master login is refused while it is on.',
    staff: true,
    body: secondFactorRequirementSchema,
    success: { data: secondFactorRequirementAnswer, description: 'The requirement as it now stands.' },
    errors: {
      403: ['Only the owner can change this.'],
      409: ['Turn on your own second factor before requiring one of all staff.'],
    },
  },
]
