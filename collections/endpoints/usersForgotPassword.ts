import {
  addDataAndFileToRequest,
  type Collection,
  type Endpoint,
  forgotPasswordOperation,
  headersWithCors,
} from 'payload'

import { LOGIN_NAME_MAX_LENGTH, LOGIN_NAME_TOO_LONG } from '../../src/lib/schemas/login'
import { ApiError } from '../../src/platform/apiError'
import { throttledResetRequest } from '../../src/platform/throttledLogin'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Payload spaces reset e-mails per account (`minRequestInterval`) by reserving the account with a write outside
 * the operation's transaction. On SQLite, where write transactions hold the file's lock in turn, that write
 * fails as busy, and every request answered 500. The throttle below spaces requests per account and address
 * instead, so the operation runs without the reservation (the setting, and its column, stay as they are).
 */
const withoutReservation = (collection: Collection): Collection => {
  const { auth } = collection.config
  return {
    ...collection,
    config: {
      ...collection.config,
      auth: { ...auth, forgotPassword: { ...auth.forgotPassword, minRequestInterval: 0 } },
    },
  }
}

const answer = (req: Parameters<Endpoint['handler']>[0], status: number, body: object) =>
  Response.json(body, { status, headers: headersWithCors({ headers: new Headers(), req }) })

/**
 * Payload's own `POST /api/users/forgot-password`, answered as Payload does, but behind the login's delays
 * (src/platform/throttledLogin.ts, counted apart from logins): each request may send a reset e-mail to a real
 * account, so a stranger must not be able to send them without end.
 */
export const usersForgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const data = { email: text(req.data?.email), username: text(req.data?.username) }
    // Counted under the name the operation will look the account up by: the e-mail address when one is given.
    const name = data.email.trim() ? data.email : data.username
    if (Math.max(data.email.length, data.username.length) > LOGIN_NAME_MAX_LENGTH) {
      return answer(req, 400, { errors: [{ message: LOGIN_NAME_TOO_LONG }] })
    }
    try {
      // Every request counts, an empty name too (its address's and the empty name's counters).
      await throttledResetRequest(req, name)
    } catch (error) {
      if (error instanceof ApiError) return answer(req, error.status, { errors: [{ message: error.message }] })
      throw error
    }
    await forgotPasswordOperation({ collection: withoutReservation(req.payload.collections.users), data, req })
    return answer(req, 200, { message: req.t('general:success') })
  },
}
