// A document that Next sends whole (a page from its cache, or one it has just rendered, and its error pages) goes
// out with a Content-Security-Policy that allows exactly the framework's inline scripts in it, by their hashes
// (./inlineScriptHashes.mjs): worked out once per version, when the server first sees it, and kept with it
// (./documentVersions.mjs), so a cached page costs the same as before and a new version brings its own hashes.
import { whenEndedInOnePiece } from './endedInOnePiece.mjs'
import { frameworkScriptHashes } from './inlineScriptHashes.mjs'
import { documentPolicy } from '../src/lib/contentSecurityPolicy.mjs'

/**
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} body
 */
const isWholeDocument = (res, body) =>
  (typeof body === 'string' || Buffer.isBuffer(body)) &&
  !res.hasHeader('content-encoding') &&
  /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

/** @param {string} text */
const scriptHashesOf = (text) => {
  const { hashes, refused } = frameworkScriptHashes(text)
  if (refused > 0) {
    console.warn(`A document holds ${refused} inline script(s) that are not the framework's: the browser refuses them.`)
  }
  return hashes
}

/**
 * Watches one answer: when it ends as a whole HTML document, sets that version's policy. A document that arrives
 * in pieces (Payload's admin panel, rendered per request) keeps the policy it has (./adminPolicy.mjs, or the
 * configuration's, which allows no inline script).
 * @param {import('./documentVersions.mjs').VersionOf} versionOf
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const sendDocumentPolicies =
  (versionOf, env = process.env) =>
  (req, res) => {
    whenEndedInOnePiece(res, (end, body, rest) => {
      if (!res.headersSent && isWholeDocument(res, body)) {
        const text = typeof body === 'string' ? body : body.toString('utf8')
        const version = versionOf(text)
        const policies = (version.policies ??= {})
        policies[res.statusCode] ??= documentPolicy(
          (version.scriptHashes ??= scriptHashesOf(text)),
          { status: res.statusCode },
          env,
        )
        res.setHeader('Content-Security-Policy', policies[res.statusCode])
      }
      return end(body, ...rest)
    })
  }
