import { serverOrigin } from '../lib/serverOrigin'

/**
 * The relying party: SERVER_URL's host, and its origin the only one a passkey is accepted from. Without
 * SERVER_URL (development), the local server's own address.
 */
export const relyingParty = (env: NodeJS.ProcessEnv = process.env) => {
  const origin = serverOrigin(env) ?? `http://localhost:${env.PORT || 3000}`
  return { id: new URL(origin).hostname, origin, name: 'Salong' }
}
