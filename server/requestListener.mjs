// The server's request listener: Next's handler with what `next start` does around it, and what it cannot do.
// A page from Next's cache goes out with bytes compressed once for its version (./precompressedDocuments.mjs), the
// build's scripts and stylesheets with bytes compressed once per build (./precompressedStaticFiles.mjs); every other
// answer is compressed per answer by the `compression` middleware Next itself uses; a file's declared length goes out
// as `Content-Length` (./declaredContentLength.mjs). A document sent whole carries a policy with its inline scripts'
// hashes (./documentPolicy.mjs), the admin panel one with a nonce (./adminPolicy.mjs); a page from the cache (or
// just rendered into it, and sent whole) asks for what its first frame does not need after that frame
// (./afterFirstPaint.mjs); over https every answer carries `Strict-Transport-Security`. A path Next's router cannot
// decode is answered before it (./malformedPaths.mjs).
import compression from 'compression'

import { sendAdminPolicy } from './adminPolicy.mjs'
import { sendAfterFirstPaint } from './afterFirstPaint.mjs'
import { restoreDeclaredContentLength } from './declaredContentLength.mjs'
import { sendDocumentPolicies } from './documentPolicy.mjs'
import { documentVersions } from './documentVersions.mjs'
import { refuseMalformedPaths } from './malformedPaths.mjs'
import { refuseBodiesToPages } from './pagesTakeNoBodies.mjs'
import { precompressCachedDocuments } from './precompressedDocuments.mjs'
import { precompressStaticFiles } from './precompressedStaticFiles.mjs'
import { strictTransportSecurity } from '../src/lib/strictTransportSecurity.mjs'

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ staticDir: string, env?: NodeJS.ProcessEnv }} options the build's static folder (`.next/static`); the
 *   environment (SERVER_URL, FRAME_HOSTS) as the server started with it
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const requestListener = (handle, { staticDir, env = process.env }) => {
  const hsts = strictTransportSecurity(env.SERVER_URL)
  const versionOf = documentVersions()
  const compressPerAnswer = compression()
  const answerCachedDocumentsPrecompressed = precompressCachedDocuments(versionOf)
  const answerDocumentPolicies = sendDocumentPolicies(versionOf, env)
  const answerAfterFirstPaint = sendAfterFirstPaint(versionOf)
  const answerAdminPolicy = sendAdminPolicy(env)
  const answerStaticFilesPrecompressed = precompressStaticFiles({ staticDir })
  // Each wraps the answer's methods around the previous one's, so the precompressing ones see Next's answer first
  // and hand it on already encoded, which the compression middleware then leaves alone; a cached page is rewritten
  // first, then its policy set, then its bytes chosen.
  return (req, res) => {
    if (hsts) res.setHeader('Strict-Transport-Security', hsts)
    if (refuseBodiesToPages(req, res) || refuseMalformedPaths(req, res)) return
    restoreDeclaredContentLength(res)
    compressPerAnswer(req, res, () => {})
    answerCachedDocumentsPrecompressed(req, res)
    answerDocumentPolicies(req, res)
    answerAfterFirstPaint(req, res)
    answerAdminPolicy(req, res)
    answerStaticFilesPrecompressed(req, res)
    handle(req, res)
  }
}
