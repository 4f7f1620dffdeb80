// Compression in front of Next's handler: a page from Next's cache with the bytes compressed once for its version
// (./precompressedDocuments.mjs), every other answer per answer by the `compression` middleware Next itself uses.
import compression from 'compression'

import { precompressCachedDocuments } from './precompressedDocuments.mjs'

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const compressedAnswers = (handle) => {
  const compressPerAnswer = compression()
  // Installed second, so it sees Next's answer first and hands on an already encoded one untouched.
  const answerCachedDocumentsPrecompressed = precompressCachedDocuments()
  return (req, res) => {
    compressPerAnswer(req, res, () => {})
    answerCachedDocumentsPrecompressed(req, res)
    handle(req, res)
  }
}
