// A page answered from Next's cache is the same bytes for every visitor until the content changes, yet a server
// compresses it again for each one: about 1.2 ms of CPU for the 88 kB page, half of what a cached page cost (issue 10,
// `npm run bench:throughput`). This keeps each version's compressed bytes and answers with them, as a CDN in front
// would. The bytes are kept with the version (./documentVersions.mjs), found by the document's own text, so a new
// version can never be answered with an old one's bytes.
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { acceptedEncoding, declareEncodedBody } from './encodedAnswer.mjs'
import { whenEndedInOnePiece } from './endedInOnePiece.mjs'

/** Next's header for an answer taken from its cache, fresh (HIT) or while a new version renders (STALE). */
const FROM_CACHE = new Set(['HIT', 'STALE'])
/** And for a page Next has just rendered into its cache (MISS): the same document the next visitors get from it. */
const FOR_CACHE = new Set([...FROM_CACHE, 'MISS'])
/**
 * Once per version, so better than per answer: for the 88 kB page brotli 5 gives 12.7 kB in 2 ms, gzip 9 15.4 kB in
 * 2 ms. Brotli's best (11) gives 1.2 kB less, which keeps the page with its headers inside a phone's first TCP
 * window (14.6 kB; docs/performance.md, "What the hero's first frame waits for"), but takes about 110 ms: it is made
 * once per version on libuv's thread pool, never blocking the server, and the version is answered with quality 5
 * until it is ready.
 */
const ENCODERS = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
}
const BEST_BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
}
const ENCODINGS = /** @type {(keyof typeof ENCODERS)[]} */ (Object.keys(ENCODERS))

/**
 * Only a whole document from the cache: not a stream, not an error, not already encoded. Next ends a cached page
 * with its text (UTF-8); anything else is left to the per-answer compression.
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} body
 * @param {unknown} encodingArgument
 * @param {{ orJustRendered?: boolean }} [options] whether a page Next has just rendered into its cache, and ends
 *   whole, counts too
 */
export const isCachedDocument = (res, body, encodingArgument, { orJustRendered = false } = {}) =>
  res.statusCode === 200 &&
  (orJustRendered ? FOR_CACHE : FROM_CACHE).has(String(res.getHeader('x-nextjs-cache'))) &&
  !res.hasHeader('content-encoding') &&
  typeof body === 'string' &&
  (typeof encodingArgument !== 'string' || encodingArgument === 'utf8' || encodingArgument === 'utf-8')

/**
 * Watches one answer: when Next ends it with a whole cached document, sends that version's stored compressed bytes
 * instead. Install after the per-answer compression middleware, so that an answer this one encodes is passed on as
 * already encoded, and everything else is compressed there as usual.
 * @param {import('./documentVersions.mjs').VersionOf} versionOf
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const precompressCachedDocuments = (versionOf) => {
  /** @param {string} text @param {keyof typeof ENCODERS} encoding */
  const compressed = (text, encoding) => {
    const version = versionOf(text)
    // Whatever the first visitor accepts: most of the next ones accept brotli.
    if (!version.bestBrotliStarted) {
      version.bestBrotliStarted = true
      brotliCompress(text, BEST_BROTLI, (error, bytes) => {
        if (!error) version.br = bytes
      })
    }
    return (version[encoding] ??= ENCODERS[encoding](text))
  }

  return (req, res) => {
    if (req.method !== 'GET') return
    const encoding = acceptedEncoding(req, ENCODINGS)
    if (!encoding) return
    // A document that arrives in pieces is being streamed: it goes on, compressed per answer.
    whenEndedInOnePiece(res, (end, body, rest) => {
      if (!isCachedDocument(res, body, rest[0])) return end(body, ...rest)
      const bytes = compressed(body, encoding)
      declareEncodedBody(res, encoding, bytes.length)
      return end(bytes, ...rest.filter((arg) => typeof arg === 'function'))
    })
  }
}
