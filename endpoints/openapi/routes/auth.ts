import { z } from 'zod'

import { SECOND_FACTOR_REQUIRED } from '../../../src/lib/contract/secondFactor'
import { changePasswordSchema } from '../../../src/lib/schemas/changePassword'
import { loginSchema } from '../../../src/lib/schemas/login'
import { masterLoginSchema } from '../../../src/lib/schemas/masterLogin'
import { profileAnswer, sessionAnswer, staffUserAnswer } from '../answers'
import type { RouteDoc } from '../routeDoc'

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait N seconds and try again.'
const profile = (path: string, summary: string): RouteDoc => ({
  method: 'get',
  path,
  summary,
  staff: true,
  success: { data: profileAnswer, description: 'The signed-in staff member, and their second factor.' },
})

/** /auth (endpoints/auth.ts). */
export const authRoutes: RouteDoc[] = [
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Log in as staff',
    description:
      'Answers a token for the staff routes. Attempts are throttled per username and per address. A member with ' +
      'a second factor sends `code` too (a current code from the app, or an unused recovery code): without it a ' +
      'right password answers 401 with `second_factor_required: true`; with it, a wrong password and a wrong code ' +
      'answer alike. Each code works once.',
    body: loginSchema,
    success: { data: sessionAnswer, description: 'A new session: the token, its staff member and its expiry.' },
    errors: { 401: ['Invalid username or password.', SECOND_FACTOR_REQUIRED], 429: [TOO_MANY_LOGINS] },
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Log out',
    description: 'Ends the session of the token sent, if any; answers alike without one, so it never fails.',
    success: { data: z.null(), message: 'Logged out.', description: 'Logged out.' },
  },
  profile('/auth/profile', 'The signed-in staff member'),
  profile('/auth/verify', 'Check a token'),
  profile('/auth/validate', 'Check a token (another name)'),
  {
    method: 'post',
    path: '/auth/change-password',
    summary: "Change the signed-in staff member's password",
    description: 'Needs the current password; every other session of the account is signed out.',
    staff: true,
    body: changePasswordSchema,
    success: { data: staffUserAnswer, message: 'The password has been changed.', description: 'Changed.' },
    errors: {
      400: [
        'The current password is not correct.',
        'This account has no username to verify the password with.',
        'Please correct the highlighted fields.',
      ],
      429: [TOO_MANY_LOGINS],
    },
  },
  {
    method: 'post',
    path: '/auth/master-login',
    summary: 'Log in with the master password',
    description:
      'Only when the server sets MASTER_PASSWORD and the owner does not require second factors; signs in as the ' +
      'first staff account.',
    body: masterLoginSchema,
    success: { data: sessionAnswer, description: 'A new session of the first staff account.' },
    errors: {
      401: ['Invalid master password.'],
      403: [
        'Master login is not enabled on this server.',
        'There is no staff account to log in to yet.',
        'Master login is turned off while staff must use a second factor.',
      ],
      429: [TOO_MANY_LOGINS],
    },
  },
]
