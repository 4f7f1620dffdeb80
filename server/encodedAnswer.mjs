// One rule for both stores of compressed bytes (./precompressedDocuments.mjs, ./precompressedStaticFiles.mjs): which
// encoding a browser gets, and what an answer with stored bytes declares.
import Negotiator from 'negotiator'
import vary from 'vary'

/**
 * The encoding the request accepts that comes first in `offered` among its best-rated ones, or undefined.
 * @template {string} E
 * @param {import('node:http').IncomingMessage} req
 * @param {E[]} offered in order of preference
 * @returns {E | undefined}
 */
export const acceptedEncoding = (req, offered) =>
  /** @type {E | undefined} */ (new Negotiator(req).encoding(offered, offered))

/**
 * Declares stored compressed bytes as the answer's body: their encoding and length, and that the answer depends on
 * the request's Accept-Encoding (for any cache in between).
 * @param {import('node:http').ServerResponse} res
 * @param {string} encoding
 * @param {number} length
 */
export const declareEncodedBody = (res, encoding, length) => {
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', length)
  vary(res, 'Accept-Encoding')
}
