import { type Endpoint, headersWithCors, type PayloadRequest } from 'payload'

import { ApiError } from '../../endpoints/http/apiError'
import { throttledLogin } from '../../endpoints/http/throttledLogin'
import { CURRENT_PASSWORD_VERIFIED } from '../hooks/requireCurrentPassword'

const refuse = (req: PayloadRequest, message: string) =>
  Response.json(
    { errors: [{ message, data: { errors: [{ path: 'currentPassword', message }] } }] },
    { status: 400, headers: headersWithCors({ headers: new Headers(), req }) },
  )

/** Payload's own handler for this route (the one after ours in the collection's list). */
const payloadsHandler = (req: PayloadRequest) =>
  req.payload.collections.users.config.endpoints
    ? req.payload.collections.users.config.endpoints.find((e) => e.method === 'patch' && e.path === '/:id' && e !== usersUpdate)
    : undefined

/**
 * Payload's own `PATCH /api/users/:id`, first checking `currentPassword` when someone sets their own password.
 * It is checked here, before Payload opens the update's transaction: the check is a login behind the throttle,
 * and its writes must neither wait on that transaction (SQLite) nor vanish with its rollback. The collection's
 * hook (requireCurrentPassword) refuses any own-password change this check did not pass.
 */
export const usersUpdate: Endpoint = {
  path: '/:id',
  method: 'patch',
  handler: async (req) => {
    const handler = payloadsHandler(req)?.handler
    if (!handler) throw new Error("Payload's PATCH /users/:id endpoint is missing")
    // The admin panel saves as multipart: passed on untouched, and the hook refuses an own password change there.
    if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return handler(req)
    const text = req.text ? await req.text() : ''
    let body: Record<string, unknown> = {}
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      // Payload's own handler answers malformed JSON.
    }
    const own = req.user && String(req.user.id) === String(req.routeParams?.id)
    if (own && typeof body.password === 'string' && body.password) {
      const current = typeof body.currentPassword === 'string' ? body.currentPassword : ''
      if (!current) return refuse(req, 'Enter your current password to change it.')
      const username = String((req.user as { username?: string }).username ?? '')
      try {
        // Without `req`: a login on the request would replace its user and session.
        await throttledLogin(req, username, () => req.payload.login({ collection: 'users', data: { username, password: current } }))
      } catch (error) {
        return refuse(req, error instanceof ApiError && error.status === 429 ? error.message : 'The current password is not correct.')
      }
      req.context[CURRENT_PASSWORD_VERIFIED] = true
    }
    delete body.currentPassword
    // Payload's handler reads the body again: hand it the same one.
    const forwarded = text ? JSON.stringify(body) : ''
    Object.assign(req, { text: async () => forwarded })
    return handler(req)
  },
}
