// The server's request listener: Next's handler with what `next start` does around it, and two things it cannot do.
// A page from Next's cache goes out with bytes compressed once for its version (./precompressedDocuments.mjs); every
// other answer is compressed per answer by the `compression` middleware Next itself uses; a file's declared length
// goes out as `Content-Length` (./declaredContentLength.mjs).
import compression from 'compression'

import { restoreDeclaredContentLength } from './declaredContentLength.mjs'
import { precompressCachedDocuments } from './precompressedDocuments.mjs'

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const requestListener = (handle) => {
  const compressPerAnswer = compression()
  const answerCachedDocumentsPrecompressed = precompressCachedDocuments()
  // Each wraps the answer's methods around the previous one's, so the precompressing one sees Next's answer first
  // and hands a cached document on already encoded, which the compression middleware then leaves alone.
  return (req, res) => {
    restoreDeclaredContentLength(res)
    compressPerAnswer(req, res, () => {})
    answerCachedDocumentsPrecompressed(req, res)
    handle(req, res)
  }
}
