import { type Endpoint, Forbidden, headersWithCors, type PayloadRequest } from 'payload'

import { ApiError } from '../../src/platform/apiError'
import { CURRENT_PASSWORD_VERIFIED, PASSWORD_ONLY } from '../../src/platform/requestContext'
import { throttledLogin } from '../../src/platform/throttledLogin'
import { currentPasswordNeeded } from '../hooks/requireCurrentPassword'

const refuse = (req: PayloadRequest, message: string) =>
  Response.json(
    { errors: [{ message, data: { errors: [{ path: 'currentPassword', message }] } }] },
    { status: 400, headers: headersWithCors({ headers: new Headers(), req }) },
  )

/**
 * Payload's own handler for this route: the last in the collection's list, after ours (found by place, not by
 * identity: a config plugin may have wrapped both, collections/plugins/setUpSecondFactorFirst.ts).
 */
const payloadsHandler = (req: PayloadRequest) =>
  (req.payload.collections.users.config.endpoints || []).filter((e) => e.method === 'patch' && e.path === '/:id').at(-1)

/**
 * When someone changes their own password, e-mail address or username, checks `currentPassword` (a refusal to
 * answer, or nothing) and says so in the context for the collection's hook. The check is a login behind the throttle.
 */
const checkOwnPassword = async (req: PayloadRequest, body: Record<string, unknown>): Promise<Response | undefined> => {
  const own = req.user && String(req.user.id) === String(req.routeParams?.id)
  const needed = own ? currentPasswordNeeded(body, req.user as unknown as Record<string, unknown>) : undefined
  if (!needed) return undefined
  const current = typeof body.currentPassword === 'string' ? body.currentPassword : ''
  if (!current) return refuse(req, needed)
  const username = String((req.user as { username?: string }).username ?? '')
  try {
    // Without `req`: a login on the request would replace its user and session.
    await throttledLogin(req, username, () =>
      req.payload.login({
        collection: 'users',
        data: { username, password: current },
        context: { [PASSWORD_ONLY]: true },
      }),
    )
  } catch (error) {
    return refuse(
      req,
      error instanceof ApiError && error.status === 429 ? error.message : 'The current password is not correct.',
    )
  }
  req.context[CURRENT_PASSWORD_VERIFIED] = true
  return undefined
}

/** The `_payload` JSON of the admin panel's multipart save, and the body again for Payload to read. */
const readMultipart = async (req: PayloadRequest, contentType: string): Promise<Record<string, unknown>> => {
  const bytes = new Uint8Array(await (req as unknown as Request).arrayBuffer())
  // Payload's handler reads the body stream again: hand it the same bytes.
  Object.defineProperty(req, 'body', { value: new Response(bytes).body, configurable: true })
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
    const json = form.get('_payload')
    const data: unknown = typeof json === 'string' ? JSON.parse(json) : {}
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    // Payload's own handler answers a malformed body.
    return {}
  }
}

/**
 * Payload's own `PATCH /api/users/:id`, first checking `currentPassword` when someone changes their own password,
 * e-mail address or username:
 * as JSON (REST clients) or as the admin panel's multipart save (whose "current password" field,
 * src/components/panel/CurrentPasswordField.tsx, sends it). It is checked here, before Payload opens the
 * update's transaction: the check's writes must neither wait on that transaction (SQLite) nor vanish with its
 * rollback. The collection's hook (requireCurrentPassword) refuses any own-password change this check did not pass.
 */
export const usersUpdate: Endpoint = {
  path: '/:id',
  method: 'patch',
  handler: async (req) => {
    const handler = payloadsHandler(req)?.handler
    if (!handler) throw new Error("Payload's PATCH /users/:id endpoint is missing")
    // Auth before body: no one signed in may update an account, so a stranger's body is never read.
    if (!req.user) throw new Forbidden(req.t)
    const contentType = (req.headers.get('content-type') ?? '').toLowerCase()
    if (contentType.startsWith('multipart/form-data')) {
      // The virtual `currentPassword` travels on in `_payload`; it is never stored.
      return (await checkOwnPassword(req, await readMultipart(req, req.headers.get('content-type')!))) ?? handler(req)
    }
    if (!contentType.startsWith('application/json')) return handler(req)
    const text = req.text ? await req.text() : ''
    let body: Record<string, unknown> = {}
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      // Payload's own handler answers malformed JSON.
    }
    const refused = await checkOwnPassword(req, body)
    if (refused) return refused
    delete body.currentPassword
    // Payload's handler reads the body again: hand it the same one.
    const forwarded = text ? JSON.stringify(body) : ''
    Object.assign(req, { text: async () => forwarded })
    return handler(req)
  },
}
