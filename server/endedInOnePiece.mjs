// Three of the server's steps change an answer only when Next ends it in one piece, the way it sends a document
// whole (from its cache, or rendered at once): its policy (./documentPolicy.mjs), its stored compressed bytes
// (./precompressedDocuments.mjs) and its text as sent from the cache (./afterFirstPaint.mjs). An answer that starts
// with `write` is being streamed, and goes on untouched.

/**
 * @typedef {(body?: unknown, ...rest: unknown[]) => import('node:http').ServerResponse} End the response's own `end`
 */

/**
 * Hands the answer's `end` to `onEnd` when it is ended in one piece; either way the response gets its own `write` and
 * `end` back at the first call, so each step sees one answer once.
 * @param {import('node:http').ServerResponse} res
 * @param {(end: End, body: unknown, rest: unknown[]) => import('node:http').ServerResponse} onEnd
 */
export const whenEndedInOnePiece = (res, onEnd) => {
  const { write, end } = res
  const restore = () => {
    res.write = write
    res.end = end
  }
  res.write = function (...args) {
    restore()
    return write.apply(this, args)
  }
  res.end = function (body, ...rest) {
    restore()
    return onEnd((...args) => end.apply(this, args), body, rest)
  }
}
