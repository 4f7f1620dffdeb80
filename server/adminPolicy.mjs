// Payload's admin panel is rendered for each request, so its inline scripts can carry a nonce: Next reads it from
// the request's own Content-Security-Policy header and gives it to every script it writes. The server makes one per
// request and sends the same policy with the answer.
import { randomBytes } from 'node:crypto'
import onHeaders from 'on-headers'

import { adminPolicy } from '../src/lib/contentSecurityPolicy.mjs'

const ADMIN_PANEL = /^\/admin(?:[/?#]|$)/
/** Next takes a nonce from either; a visitor's must never reach a render (it would be written into a cached page). */
const REQUEST_POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only']

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const sendAdminPolicy =
  (env = process.env) =>
  (req, res) => {
    for (const header of REQUEST_POLICY_HEADERS) delete req.headers[header]
    if (!ADMIN_PANEL.test(req.url ?? '')) return
    const policy = adminPolicy(randomBytes(16).toString('base64'), env)
    req.headers['content-security-policy'] = policy
    // Last, over the configuration's policy, which Next sets on the answer as it routes it.
    onHeaders(res, () => res.setHeader('Content-Security-Policy', policy))
  }
