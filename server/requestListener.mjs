// The server's request listener: Next's handler with what `next start` does around it, and what it cannot do.
// A page from Next's cache goes out with bytes compressed once for its version (./precompressedDocuments.mjs), the
// build's scripts and stylesheets with bytes compressed once per build (./precompressedStaticFiles.mjs); every other
// answer is compressed per answer by the `compression` middleware Next itself uses; a file's declared length goes out
// as `Content-Length` (./declaredContentLength.mjs).
import compression from 'compression'

import { restoreDeclaredContentLength } from './declaredContentLength.mjs'
import { precompressCachedDocuments } from './precompressedDocuments.mjs'
import { precompressStaticFiles } from './precompressedStaticFiles.mjs'

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ staticDir: string }} options the build's static folder (`.next/static`)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const requestListener = (handle, { staticDir }) => {
  const compressPerAnswer = compression()
  const answerCachedDocumentsPrecompressed = precompressCachedDocuments()
  const answerStaticFilesPrecompressed = precompressStaticFiles({ staticDir })
  // Each wraps the answer's methods around the previous one's, so the precompressing ones see Next's answer first
  // and hand it on already encoded, which the compression middleware then leaves alone.
  return (req, res) => {
    restoreDeclaredContentLength(res)
    compressPerAnswer(req, res, () => {})
    answerCachedDocumentsPrecompressed(req, res)
    answerStaticFilesPrecompressed(req, res)
    handle(req, res)
  }
}
