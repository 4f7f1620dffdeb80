import { JWTAuthentication, type AuthStrategy } from 'payload'

/**
 * Existing clients send the token as `x-access-token` or `token` as well as `Authorization: Bearer` (SPEC §6).
 * Payload reads Bearer itself; for the other two the token is re-presented to Payload's own JWT check,
 * so signature, expiry and session (logout) checks stay Payload's.
 */
export const headerTokenStrategy: AuthStrategy = {
  name: 'header-token',
  authenticate: async (args) => {
    const token = args.headers.get('x-access-token') ?? args.headers.get('token')
    if (!token) return { user: null }
    const headers = new Headers({ Authorization: `JWT ${token}`, DisableAutologin: 'true' })
    return JWTAuthentication({ ...args, headers, strategyName: 'header-token' })
  },
}
